// Runs in the page under test (bench/popular.ts): notes when a popular order has counted
// every post, the moment the feed's status stops saying it is ranking or still counting
// (docs/routes-and-filters.md, Popular). It reads only what the page shows.
// Plain JavaScript on purpose: it is injected as source text, untouched by any bundler.
(() => {
  const state = { counted: null };
  window.__popularCounted = state;
  const NOTE = /^(Ranking|Still counting)/;
  let noted = false;
  const check = () => {
    if (state.counted !== null || !document.body) return;
    const notes = Array.from(document.querySelectorAll('[role="status"] p'));
    if (notes.some((note) => NOTE.test(note.textContent ?? ''))) noted = true;
    else if (noted) {
      state.counted = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true });
})();
