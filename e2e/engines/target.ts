/**
 * What a journey points at, the way a user finds it: a role and accessible name, a visible text, or (for the
 * few elements without a role, such as a file input) a CSS selector; optionally inside another target, and the
 * n-th of several. A Target is plain data: each engine's adapter resolves it in the page with the same script
 * (in-page.ts), so the three engines agree on what "the Save button" is.
 */

/** A name or text to match: a string matches the whole (trimmed, whitespace collapsed) text; a RegExp, a part. */
export type Match = string | RegExp;

/** A Match as it crosses into the page (RegExp does not survive JSON). */
export type WireMatch = { string: string } | { source: string; flags: string };

export type WireTarget = {
  within?: WireTarget;
  nth?: number;
} & ({ role: string; name?: WireMatch } | { text: WireMatch } | { label: WireMatch } | { css: string });

export class Target {
  private constructor(
    readonly wire: WireTarget,
    readonly description: string,
  ) {}

  static role(role: string, name?: Match): Target {
    return new Target(
      name === undefined ? { role } : { role, name: wireMatch(name) },
      name === undefined ? `${role}` : `${role} "${String(name)}"`,
    );
  }

  static text(text: Match): Target {
    return new Target({ text: wireMatch(text) }, `text "${String(text)}"`);
  }

  /** A form field by its label's text (a password field has no role to find it by). */
  static label(text: Match): Target {
    return new Target({ label: wireMatch(text) }, `field labelled "${String(text)}"`);
  }

  static css(selector: string): Target {
    return new Target({ css: selector }, `css ${selector}`);
  }

  /** The same target, looked for inside `parent` only. */
  within(parent: Target): Target {
    return new Target({ ...this.wire, within: parent.wire }, `${this.description} in ${parent.description}`);
  }

  /** The n-th (from 0) match, in document order. */
  nth(index: number): Target {
    return new Target({ ...this.wire, nth: index }, `${this.description} #${index}`);
  }

  first(): Target {
    return this.nth(0);
  }

  toString(): string {
    return this.description;
  }
}

function wireMatch(match: Match): WireMatch {
  return typeof match === 'string' ? { string: match } : { source: match.source, flags: match.flags };
}

export const by = {
  role: Target.role,
  text: Target.text,
  css: Target.css,
  label: Target.label,
  button: (name?: Match) => Target.role('button', name),
  link: (name?: Match) => Target.role('link', name),
  heading: (name?: Match) => Target.role('heading', name),
  dialog: (name?: Match) => Target.role('dialog', name),
  textbox: (name?: Match) => Target.role('textbox', name),
};
