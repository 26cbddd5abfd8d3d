// The setup page's time control (docs/site.md "Clocks"): Unlimited (the default), Real time
// (presets 3+2, 5+3, 10+5, 15+10 as minutes + seconds per move, or custom) or Correspondence
// (days per move); `clockBody` is the `clock` of POST /api/tables (absent: unlimited).

const $ = (id) => document.getElementById(id);

/** Shows the choices of the time control picked. */
export function showClockChoices(form) {
  const kind = form.elements.clock.value;
  $('clock-real').hidden = kind !== 'real-time';
  $('clock-corr').hidden = kind !== 'correspondence';
  $('clock-custom').hidden = $('clock-preset').value !== 'custom';
}

/** The `clock` field for the table, or null for an unlimited game. */
export function clockBody(form) {
  const kind = form.elements.clock.value;
  if (kind === 'correspondence') return { days: +$('clock-days').value };
  if (kind !== 'real-time') return null;
  const preset = $('clock-preset').value;
  if (preset !== 'custom') {
    const [initial, increment] = preset.split('+').map(Number);
    return { initial_s: initial, increment_s: increment };
  }
  return {
    initial_s: Math.round(+$('clock-minutes').value * 60),
    increment_s: Math.round(+$('clock-increment').value),
  };
}

/** The custom clock's field that is not a whole number in its range (`minutes` 1 to 180,
 * `increment` 0 to 180, as the server takes them), marked invalid; `null` when both are. */
export function clockProblem(form) {
  let bad = null;
  for (const name of ['minutes', 'increment']) {
    const input = $(`clock-${name}`);
    const shown = form.elements.clock.value === 'real-time' && $('clock-preset').value === 'custom';
    const invalid = shown && !input.checkValidity();
    if (invalid) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    if (invalid && !bad) bad = name;
  }
  return bad;
}

