import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useReducer } from 'react';
import type { Locale } from '@portal/domain/i18n';
import { activeLocale, extraCatalogues, type CatalogueLoader } from './locale';
import { useLocale } from './locale-provider';

/** A catalogue in one language: its messages are in (`done`), on their way (`loaded`), or could not be loaded. */
interface CatalogueState {
  loaded: Promise<void>;
  done: boolean;
  failed: boolean;
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
    try {
      const messages = await load(locale);
      // activateLocale shows them with the language, before the page renders in it.
      states.set(locale, { loaded: Promise.resolve(), done: true, failed: false });
      return messages;
    } catch (error) {
      // The language is shown without them; the part offers to try again.
      states.set(locale, { loaded: Promise.resolve(), done: false, failed: true });
      throw error;
    }
  });
  return states;
}

/** The catalogue in the language shown now: loaded, on its way, or asked for now. */
function catalogueInActiveLocale(load: CatalogueLoader): CatalogueState {
  const locale = activeLocale();
  const states = statesOf(load);
  const known = states.get(locale);
  if (known) return known;
  const state: CatalogueState = { loaded: Promise.resolve(), done: false, failed: false };
  state.loaded = load(locale).then(
    (messages) => {
      // Added to the messages of its language (Lingui merges).
      i18n.load(locale, messages);
      state.done = true;
    },
    () => {
      // Asked again only when the user says so (useCatalogue's retry): a browser keeps a failed
      // import's answer, so asking again at once would only fail again, render after render.
      state.failed = true;
    },
  );
  states.set(locale, state);
  return state;
}

/** Starts loading a part's catalogue in the language shown, as its page's code is fetched ahead. */
export function preloadCatalogue(load: CatalogueLoader): void {
  catalogueInActiveLocale(load);
}

/** What a part says when its catalogue could not be loaded: in the main catalogue, which is there. */
export const CATALOGUE_LOAD_FAILED = msg`This page could not be loaded`;

/** Where a part's catalogue stands in the language shown, and how to ask again after a failure. */
export interface CatalogueStatus {
  status: 'loading' | 'loaded' | 'failed';
  retry: () => void;
}

/**
 * Whether the messages of a part of the app with a catalogue of its own (the back office) are
 * loaded in the language shown: the part shows a loader until they are, and a way to try again
 * if they could not be. From then on they come with every language chosen (activateLocale loads
 * them with the main catalogue, before the switch shows, so the page is not put away meanwhile).
 */
export function useCatalogue(load: CatalogueLoader): CatalogueStatus {
  // Renders again in the language chosen.
  useLocale();
  const [, settled] = useReducer((count: number) => count + 1, 0);
  const catalogue = catalogueInActiveLocale(load);
  const { done, failed } = catalogue;
  useEffect(() => {
    // Renders again once they are in or have failed (which may be already, by the time this runs).
    if (!done && !failed) void catalogue.loaded.then(settled);
  }, [catalogue, done, failed]);
  const retry = () => {
    statesOf(load).delete(activeLocale());
    settled();
  };
  return { status: done ? 'loaded' : failed ? 'failed' : 'loading', retry };
}
