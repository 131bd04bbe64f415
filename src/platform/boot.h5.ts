/**
 * H5: the server puts the case's visitor funding info into index.html as a JSON data block
 * (`<script type="application/json" id="cf-boot">`, server/src/routes/h5-boot.ts). It is read once and
 * removed, so a later page of the SPA never sees a stale copy. A data block is never executed.
 */

export const BOOT_ELEMENT_ID = 'cf-boot';

export function takeBootData(): unknown {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(BOOT_ELEMENT_ID);
  if (!el || el.getAttribute('type') !== 'application/json') return null;
  el.parentNode?.removeChild(el);
  try {
    return JSON.parse(el.textContent ?? '');
  } catch {
    return null;
  }
}
