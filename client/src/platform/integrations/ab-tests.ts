import { AB_TESTS, type AbTestKey, type AbVariant } from '#contracts/integrations';

/** The variant an answer of the A/B target gives: an allowed variant of that test, otherwise control. */
export function validVariant<K extends AbTestKey>(test: K, answer: unknown): AbVariant<K> {
  const allowed: readonly string[] = AB_TESTS[test].variants;
  return (typeof answer === 'string' && allowed.includes(answer) ? answer : 'control') as AbVariant<K>;
}
