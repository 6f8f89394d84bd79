// The page's glue: read the inputs, show the view as the person types (debounced: a view
// is drawn DEBOUNCE_MS after the last keystroke or paste, limits.ts, so a pasted
// megabyte is analyzed once, not once per input event), and keep the state in the page's own URL
// (its fragment, so a link can be shared and it works from file:).
import { analyze } from './analyze';
import { DEBOUNCE_MS, MAX_STATE_UNITS } from './limits';
import { renderView } from './render';

const urlInput = document.querySelector<HTMLInputElement>('#url');
const baseInput = document.querySelector<HTMLInputElement>('#base');
const view = document.querySelector<HTMLElement>('#view');

function update(): void {
  if (urlInput === null || baseInput === null || view === null) return;
  view.innerHTML = renderView(analyze(urlInput.value, baseInput.value, globalThis.URL));
  // How many times the view was drawn (the browser test checks the debounce with it).
  view.dataset.updates = String(Number(view.dataset.updates ?? '0') + 1);
  // A link holds what was typed, up to MAX_STATE_UNITS (a pasted megabyte is not a link).
  if (urlInput.value.length + baseInput.value.length > MAX_STATE_UNITS) return;
  const state = new globalThis.URLSearchParams({ url: urlInput.value, base: baseInput.value });
  history.replaceState(null, '', `#${state.toString()}`);
}

let timer: ReturnType<typeof setTimeout> | undefined;
function schedule(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    update();
  }, DEBOUNCE_MS);
}

if (urlInput !== null && baseInput !== null) {
  const state = new globalThis.URLSearchParams(location.hash.slice(1));
  urlInput.value = state.get('url') ?? 'https://user@EXAMPLE.com:443/a b/../c?q=é#top';
  baseInput.value = state.get('base') ?? '';
  urlInput.addEventListener('input', schedule);
  baseInput.addEventListener('input', schedule);
  update();
}
