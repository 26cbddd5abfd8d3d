// A picture of the board to keep or share (PNG): the board as drawn, with the players and the
// result written under it.

import { data, S } from './state.js';
import { t, outcomeText, sideName } from './text.js';
import { boardEl } from './board.js';

/** The board's look, inlined: the page's stylesheet does not reach an image made from it. */
const BOARD_STYLE = `
.frame { fill: #c79a63; } .cell { fill: transparent; } .hole { fill: url(#hole); }
.coord { font: 600 15px system-ui, sans-serif; fill: #6b4a2a; opacity: .8; }
.last-to { fill: rgba(255, 226, 140, .45); stroke: #e9b949; stroke-width: 4; }
.taken-mark path { stroke: #c5341c; stroke-width: 7; stroke-linecap: round; opacity: .85; fill: none; }
.selected, .target, .target-ring, .removal, .cursor { display: none; }`;

/** The picture as a PNG blob, `width` pixels wide. */
export async function boardPicture(width = 800) {
  const clone = boardEl.cloneNode(true);
  const [, , w, h] = boardEl.getAttribute('viewBox').split(' ').map(Number);
  clone.setAttribute('width', String(w));
  clone.setAttribute('height', String(h));
  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  style.textContent = BOARD_STYLE;
  clone.prepend(style);
  const svgText = new XMLSerializer().serializeToString(clone);
  // A data: address (the site's Content-Security-Policy allows images from it, not blob:).
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  {
    const img = new Image();
    img.src = url;
    await img.decode();
    const scale = width / w;
    const caption = 64;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = Math.round(h * scale) + caption;
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#f7f1e6';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, width, h * scale);
    ctx.fillStyle = '#2a2018';
    ctx.font = '600 22px system-ui, sans-serif';
    ctx.textBaseline = 'middle';
    const st = S.st;
    const line = st.status === 'over' ? outcomeText().join(' · ') : t('picture-to-move', { side: sideName(st.to_move) });
    ctx.fillText(`Yoté · ${line}`.slice(0, 90), 16, h * scale + caption / 2, width - 32);
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  }
}

/** Shares the picture where the phone can (WhatsApp...), else downloads it. */
export async function sharePicture() {
  const blob = await boardPicture();
  const name = `yote-${data.id}.png`;
  const file = new File([blob], name, { type: 'image/png' });
  if (navigator.canShare && navigator.canShare({ files: [file] })) {
    try { await navigator.share({ files: [file], title: t('title') }); return; } catch (e) { if (e.name === 'AbortError') return; /* else: download it */ }
  }
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
}
