// Draws the whole page from the state.

import { muted, showTurn } from '../alerts.js';
import { S, $, isLocal, legal } from './state.js';
import { t } from './text.js';
import { renderBoard } from './board.js';
import { renderPlayers } from './panels.js';
import { renderStatus, renderSide } from './side.js';
import { renderTalk } from './talk.js';

const BASE_TITLE = document.title;

/** Draws everything from the state. */
export function render() {
  if (!S.st) return;
  renderBoard();
  renderPlayers();
  renderStatus();
  renderSide();
  renderTalk();
  // The tab says when it is this player's turn (not at a table for two on one device).
  showTurn(!isLocal() && legal().length > 0, t('tab-your-turn'), BASE_TITLE);
  renderMute();
}

export function renderMute() {
  const button = $('mute');
  const off = muted();
  button.setAttribute('aria-pressed', off ? 'true' : 'false');
  button.textContent = t(off ? 'sound-off' : 'sound-on');
}
