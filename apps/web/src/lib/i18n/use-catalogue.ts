import { i18n } from '@lingui/core';
import { useEffect, useReducer } from 'react';
import { activeLocale, extraCatalogues, type CatalogueLoader, type ExtraCatalogue } from './locale';
import { useLocale } from './locale-provider';

/** The catalogue in the language shown now: loaded, on its way, or asked for now. */
function catalogueInActiveLocale(load: CatalogueLoader): ExtraCatalogue {
  const locale = activeLocale();
  const known = extraCatalogues.get(load);
  if (known?.locale === locale) return known;
  const catalogue: ExtraCatalogue = { locale, loaded: Promise.resolve(), done: false };
  catalogue.loaded = load(locale).then(
    (messages) => {
      // Added to the messages of its language; a language chosen meanwhile has loaded its own (activateLocale).
      if (activeLocale() === locale) i18n.load(locale, messages);
      catalogue.done = true;
    },
    () => {
      // Asked again on the next render (the page shows its loader meanwhile).
      extraCatalogues.delete(load);
    },
  );
  extraCatalogues.set(load, catalogue);
  return catalogue;
}

/**
 * Whether the messages of a part of the app with a catalogue of its own (the back office) are
 * loaded in the language shown: the part shows a loader until they are. From then on they come
 * with every language chosen (activateLocale loads them with the main catalogue, before the switch shows).
 */
export function useCatalogue(load: CatalogueLoader): boolean {
  // Renders again in the language chosen.
  useLocale();
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const catalogue = catalogueInActiveLocale(load);
  const { done } = catalogue;
  useEffect(() => {
    // Renders again once they are in (which may be already, by the time this runs).
    if (!done) void catalogue.loaded.then(loaded);
  }, [catalogue, done]);
  return done;
}
