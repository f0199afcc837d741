"""Records which locales Chromium's `Intl` has (ICU's available locales) into
`petite/expr/locales/available.json` (generated: do not edit it by hand), for
`petite.expr.locale_tags`.

A language is available when `new Intl.DateTimeFormat(tag)` resolves to it rather than
to the default; for each, the regions, scripts and script-regions it resolves to as
asked (`fr-BE`, `zh-Hant-TW`; `fr-XX` resolves to `fr`). Languages that resolve to
another tag (`iw` to `he`, `tl` to `fil`, `eng` to `en`) are recorded as aliases.

    python -m tests.expr.record_locale_tags
"""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import sync_playwright

from tests.conformance.harness import CHROMIUM_ARGS, find_chromium

TARGET = Path(__file__).resolve().parents[2] / "petite" / "expr" / "locales" / "available.json"
SCRIPTS = "Latn Cyrl Arab Hans Hant Deva Beng Guru Adlm Olck Mtei Tfng Vaii Shaw Dsrt Ethi Hebr Grek Thaa Rohg Nkoo Cher"

IN_PAGE = """(scripts) => {
  const resolve = (tag) => { try { return new Intl.DateTimeFormat(tag).resolvedOptions().locale } catch (e) { return null } };
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const candidates = [];
  for (const a of letters) for (const b of letters) { candidates.push(a + b); for (const c of letters) candidates.push(a + b + c) }
  const regions = ['419', '001', '150'];
  for (const a of letters) for (const b of letters) regions.push((a + b).toUpperCase());
  const languages = {}, aliases = {};
  for (const language of candidates) {
    const resolved = resolve(language);
    if (resolved === null || (resolved === 'en-US' && language !== 'en')) continue;
    if (resolved !== language) { aliases[language] = resolved; continue }
    const subtags = [];
    for (const region of regions) if (resolve(language + '-' + region) === language + '-' + region) subtags.push(region);
    for (const script of scripts) {
      const tag = language + '-' + script;
      if (resolve(tag) !== tag) continue;
      subtags.push(script);
      for (const region of regions) if (resolve(tag + '-' + region) === tag + '-' + region) subtags.push(script + '-' + region);
    }
    languages[language] = subtags.join(' ');
  }
  return { languages, aliases };
}"""


def main() -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS)
        try:
            recorded = browser.new_page().evaluate(IN_PAGE, SCRIPTS.split())
        finally:
            browser.close()
    TARGET.write_text(json.dumps(recorded, ensure_ascii=False, sort_keys=True, indent=0) + "\n", encoding="utf-8")
    print(f"{TARGET}: {len(recorded['languages'])} languages, {len(recorded['aliases'])} aliases")


if __name__ == "__main__":
    main()
