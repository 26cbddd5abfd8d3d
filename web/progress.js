// The lessons' and the practice's progress (docs/learn.md): the stars earned in each exercise,
// kept in localStorage (`yote-learn`, `yote-practice`: {"stars": {"jump-1": 3}}). A transfer
// code carries it to another browser (docs/protocol.md §4.1): mygames.js sends it with the
// code it makes, transfer.js adds what the code brings, keeping the better of each exercise.

const KEYS = { learn: 'yote-learn', practice: 'yote-practice' };
const EXERCISE = /^[a-z0-9-]+-\d{1,3}$/;

function kept(key) {
  try {
    const k = JSON.parse(localStorage.getItem(key) || 'null');
    if (k && typeof k === 'object' && k.stars && typeof k.stars === 'object') return k;
  } catch { /* unreadable: nothing kept */ }
  return { stars: {} };
}

/** This browser's stars by course, as the server reads them (http/progress.rs). */
export function progressOut() {
  const out = {};
  for (const [course, key] of Object.entries(KEYS)) {
    out[course] = {};
    for (const [id, n] of Object.entries(kept(key).stars)) {
      if (EXERCISE.test(id) && id.length <= 40 && [1, 2, 3].includes(n)) out[course][id] = n;
    }
  }
  return out;
}

/** Adds the stars `progress` brings to this browser's, the better of each; the number of
 * exercises it brought. */
export function progressIn(progress) {
  let brought = 0;
  if (!progress || typeof progress !== 'object') return brought;
  for (const [course, key] of Object.entries(KEYS)) {
    const stars = progress[course];
    if (!stars || typeof stars !== 'object') continue;
    const k = kept(key);
    for (const [id, n] of Object.entries(stars)) {
      if (!EXERCISE.test(id) || ![1, 2, 3].includes(n)) continue;
      brought += 1;
      k.stars[id] = Math.max(k.stars[id] || 0, n);
    }
    try { localStorage.setItem(key, JSON.stringify(k)); } catch { /* storage full or off */ }
  }
  return brought;
}
