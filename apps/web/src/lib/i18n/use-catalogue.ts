import { i18n } from '@lingui/core';
import { useEffect, useReducer } from 'react';
import type { Locale } from '@portal/domain/i18n';
import { activeLocale, extraCatalogues, type CatalogueLoader } from './locale';
import { useLocale } from './locale-provider';

/** A catalogue in one language: its messages are in (`done`), or on their way (`loaded`). */
interface CatalogueState {
  loaded: Promise<void>;
  done: boolean;
}

/** Each catalogue asked for, in each language asked. */
const catalogues = new Map<CatalogueLoader, Map<Locale, CatalogueState>>();

/** The catalogue's languages; the first time, activateLocale is told to load it with every language chosen. */
function statesOf(load: CatalogueLoader): Map<Locale, CatalogueState> {
  const known = catalogues.get(load);
  if (known) return known;
  const states = new Map<Locale, CatalogueState>();
  catalogues.set(load, states);
  extraCatalogues.add(async (locale) => {
    const messages = await load(locale);
    // activateLocale shows them with the language, before the page renders in it.
    states.set(locale, { loaded: Promise.resolve(), done: true });
    return messages;
  });
  return states;
}

/** The catalogue in the language shown now: loaded, on its way, or asked for now. */
function catalogueInActiveLocale(load: CatalogueLoader): CatalogueState {
  const locale = activeLocale();
  const states = statesOf(load);
  const known = states.get(locale);
  if (known) return known;
  const state: CatalogueState = { loaded: Promise.resolve(), done: false };
  state.loaded = load(locale).then(
    (messages) => {
      // Added to the messages of its language (Lingui merges).
      i18n.load(locale, messages);
      state.done = true;
    },
    () => {
      // Asked again on the next render (the page shows its loader meanwhile).
      states.delete(locale);
    },
  );
  states.set(locale, state);
  return state;
}

/**
 * Whether the messages of a part of the app with a catalogue of its own (the back office) are
 * loaded in the language shown: the part shows a loader until they are. From then on they come
 * with every language chosen (activateLocale loads them with the main catalogue, before the switch
 * shows, so the page is not put away meanwhile).
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
