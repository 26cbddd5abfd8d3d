// The page's redraw, for the modules view.js draws with and those they import (side.js,
// input.js, connection.js). They call `render` here instead of view.js's own, so that no module
// imports view.js back: the page's modules import each other without cycles. game.js sets what
// `render` does (view.js's render) before anything is drawn. This module imports nothing.

let draw = () => {};

/** Draws everything from the state (view.js's render, once game.js has set it). */
export function render() { draw(); }

/** Sets what `render` draws with (game.js, at start). */
export function setRender(f) { draw = f; }
