/**
 * The one selection model of the photo lists (timeline, albums, shared albums): whether selecting is on, the
 * selected ids, and the anchor of a shift-click range. React reads it through useSelection().
 */
export interface SelectionSnapshot {
  active: boolean;
  ids: ReadonlySet<string>;
}

export class Selection {
  #active = false;
  #ids = new Set<string>();
  #anchor: string | null = null;
  #snapshot: SelectionSnapshot = { active: false, ids: new Set<string>() };
  readonly #listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): SelectionSnapshot => this.#snapshot;

  #changed(): void {
    this.#snapshot = { active: this.#active, ids: new Set(this.#ids) };
    this.#ids = new Set(this.#snapshot.ids);
    for (const listener of this.#listeners) listener();
  }

  start(): void {
    if (this.#active) return;
    this.#active = true;
    this.#changed();
  }

  /** Stopping clears the selection. */
  stop(): void {
    this.#active = false;
    this.#ids.clear();
    this.#anchor = null;
    this.#changed();
  }

  has(id: string): boolean {
    return this.#snapshot.ids.has(id);
  }

  toggle(id: string): void {
    this.#active = true;
    if (this.#ids.has(id)) this.#ids.delete(id);
    else this.#ids.add(id);
    this.#anchor = id;
    this.#changed();
  }

  /**
   * Shift-click: everything between the last clicked photo and this one (in `order`) takes the state this one
   * gets. Without an anchor it is a plain toggle.
   */
  selectRange(id: string, order: readonly string[]): void {
    const from = this.#anchor === null ? -1 : order.indexOf(this.#anchor);
    const to = order.indexOf(id);
    if (from < 0 || to < 0) {
      this.toggle(id);
      return;
    }
    const select = !this.#ids.has(id);
    const [low, high] = from < to ? [from, to] : [to, from];
    for (const rangeId of order.slice(low, high + 1)) {
      if (select) this.#ids.add(rangeId);
      else this.#ids.delete(rangeId);
    }
    this.#active = true;
    this.#anchor = id;
    this.#changed();
  }

  /** A group (a month): if all of it is selected, deselect all of it; otherwise select all of it. */
  toggleGroup(ids: readonly string[]): void {
    const allSelected = ids.length > 0 && ids.every((id) => this.#ids.has(id));
    for (const id of ids) {
      if (allSelected) this.#ids.delete(id);
      else this.#ids.add(id);
    }
    this.#active = true;
    this.#changed();
  }

  setAll(ids: readonly string[]): void {
    this.#ids = new Set(ids);
    this.#active = true;
    this.#changed();
  }

  clear(): void {
    this.#ids.clear();
    this.#anchor = null;
    this.#changed();
  }

  /** Drops ids that no longer exist (after a delete). */
  forget(ids: Iterable<string>): void {
    let changed = false;
    for (const id of ids) changed = this.#ids.delete(id) || changed;
    if (changed) this.#changed();
  }
}
