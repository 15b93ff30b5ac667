import { setNonce } from 'get-nonce';
import { CSP_NONCE_META_PROPERTY } from '@portal/domain/routes';

/**
 * The nonce the server gave this page for its <style> elements (its CSP refuses any other inline
 * style); empty in tests and under the dev server, which set no CSP.
 */
export const styleNonce =
  document.querySelector<HTMLMetaElement>(`meta[property="${CSP_NONCE_META_PROPERTY}"]`)?.nonce ?? '';

// A dialog's scroll lock (react-remove-scroll, in Mantine's Modal) writes its own <style>, with
// the nonce get-nonce holds.
if (styleNonce) setNonce(styleNonce);
