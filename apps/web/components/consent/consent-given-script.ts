/**
 * The first visit's consent panel is in every page's HTML (pages are cached for every visitor, so
 * the HTML cannot depend on the cookie). A visitor who has already answered must never see it, not
 * even for a frame: this script, inline in `<head>`, runs before the body is parsed and marks
 * `<html>` when the `consent` cookie holds a valid answer; the panel's CSS hides it under that
 * mark. After hydration the consent manager, which reads the same cookie, removes the panel (or the
 * mark, should the two ever disagree).
 */
import { CONSENT_COOKIE, CONSENT_PURPOSES, CONSENT_VERSION } from '@escapade/domain/consent';

/** The class `<html>` gets when the visitor has a valid consent (the panel stays hidden under it). */
export const CONSENT_GIVEN_CLASS = 'consent-given';

/**
 * The same rule as `parseConsentValue`: the current text version and a 0 or 1 for each purpose.
 * Plain ES5 with no dependency (it runs before any bundle); a cookie that cannot be decoded counts
 * as no answer.
 */
export const CONSENT_GIVEN_SCRIPT = [
  '(function(){try{',
  'var value=null;',
  "document.cookie.split(';').forEach(function(part){",
  "var at=part.indexOf('=');",
  `if(value===null&&at>0&&part.slice(0,at).trim()===${JSON.stringify(CONSENT_COOKIE)})value=decodeURIComponent(part.slice(at+1).trim());`,
  '});',
  'if(value===null)return;',
  'var params=new URLSearchParams(value);',
  `if(params.get('v')!==${JSON.stringify(String(CONSENT_VERSION))})return;`,
  `if(!${JSON.stringify(CONSENT_PURPOSES)}.every(function(purpose){var flag=params.get(purpose);return flag==='0'||flag==='1';}))return;`,
  `document.documentElement.classList.add(${JSON.stringify(CONSENT_GIVEN_CLASS)});`,
  '}catch(error){}})();',
].join('');
