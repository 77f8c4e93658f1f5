import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { injectedSiteRules } from '../../../lib/sites/injected-rules';
import { BUILTIN_SITE_RULES, listingPageMatches } from '../../../lib/sites/rules';
import { LISTING_SCRIPT_FILE, SITE_RULES_GLOBAL, siteContentScripts, siteRulesFile, siteRulesScript } from '../../../lib/sites/site-scripts';
import { isStructurallyExcluded } from '../../../lib/sites/structure';

/** What a site's rules script leaves in the world it runs in. */
function run(script: string): Record<string, unknown> {
  const world: Record<string, unknown> = {};
  world.globalThis = world;
  runInNewContext(script, world);
  return world;
}

describe("each built-in site's rules, a script of its own", () => {
  test("a site's script hands over its rules as they are, without the listing script's code", () => {
    for (const rules of BUILTIN_SITE_RULES) {
      const { exclude: _code, ...data } = rules;
      expect(run(siteRulesScript(rules))[SITE_RULES_GLOBAL]).toEqual(data);
    }
  });

  test("the manifest loads, on each site's pages, its rules and then the listing script; every listing page is covered once", () => {
    const entries = siteContentScripts(BUILTIN_SITE_RULES);
    expect(entries.map((entry) => entry.js)).toEqual(BUILTIN_SITE_RULES.map((rules) => [siteRulesFile(rules.id), LISTING_SCRIPT_FILE]));
    const matches = entries.flatMap((entry) => entry.matches ?? []);
    expect(matches.sort()).toEqual(listingPageMatches().sort());
    expect(new Set(entries.map((entry) => entry.run_at))).toEqual(new Set(['document_idle']));
  });

  test("the listing script reads the rules it was given, on their site's origin only, with the structural exclusions", () => {
    const idealista = BUILTIN_SITE_RULES.find((rules) => rules.id === 'idealista');
    if (!idealista) throw new Error('no idealista rules');
    const adapterFor = injectedSiteRules(run(siteRulesScript(idealista)));
    for (const page of idealista.pages) {
      const adapter = adapterFor(page.replace('*', 'inmueble/1/'));
      expect(adapter?.id).toBe('idealista');
      expect(adapter?.exclude).toBe(isStructurallyExcluded);
    }
    expect(adapterFor('https://www.zillow.com/homedetails/1_zpid/')).toBeUndefined();
    expect(adapterFor('not a url')).toBeUndefined();
  });

  test('without a rules script before it (a page no built-in site has), the listing script finds no site', () => {
    expect(injectedSiteRules({})('https://www.zillow.com/homedetails/1_zpid/')).toBeUndefined();
  });
});
