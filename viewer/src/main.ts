// The page's glue: read the inputs, show the view as the person types, and keep the state
// in the page's own URL (its fragment, so a link can be shared and it works from file:).
import { analyze } from './analyze';
import { renderView } from './render';

const urlInput = document.querySelector<HTMLInputElement>('#url');
const baseInput = document.querySelector<HTMLInputElement>('#base');
const view = document.querySelector<HTMLElement>('#view');

function update(): void {
  if (urlInput === null || baseInput === null || view === null) return;
  view.innerHTML = renderView(analyze(urlInput.value, baseInput.value, globalThis.URL));
  const state = new globalThis.URLSearchParams({ url: urlInput.value, base: baseInput.value });
  history.replaceState(null, '', `#${state.toString()}`);
}

if (urlInput !== null && baseInput !== null) {
  const state = new globalThis.URLSearchParams(location.hash.slice(1));
  urlInput.value = state.get('url') ?? 'https://user@EXAMPLE.com:443/a b/../c?q=é#top';
  baseInput.value = state.get('base') ?? '';
  urlInput.addEventListener('input', update);
  baseInput.addEventListener('input', update);
  update();
}
