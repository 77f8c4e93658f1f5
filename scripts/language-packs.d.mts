/** Types of scripts/language-packs.mjs (plain Node, so that scripts/needs.mjs can run it without tsx). */
type Env = Readonly<Record<string, string | undefined>>;

export function chromiumLocalesDir(env?: Env): string;
export function chromiumPackProblem(language: string, env?: Env): string | undefined;
export function firefoxLangpackDirs(env?: Env): string[];
export function firefoxPackProblem(language: string, env?: Env): string | undefined;
export function isLanguagePackage(name: string): boolean;
export function missingLanguagePackages(names: readonly string[], env?: Env): { name: string; what: string }[];
