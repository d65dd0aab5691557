import {
  EVERYTHING,
  forgetPhotos,
  isSelected,
  monthFullySelected,
  NOTHING,
  type SelectionScope,
  type SelectionValue,
  selectRange,
  setPhoto,
  toggleMonth,
} from './selection-model';
import { type PlaceRange, type SweepMode, sweepSelection } from './selection-sweep';

/**
 * The one selection model of the photo lists (timeline, albums, shared albums): whether selecting is on, what is
 * selected (a `SelectionValue`: everything or nothing, months, single photos — see selection-model.ts), and the
 * anchor of a shift-click range. React reads it through useSelection().
 */
export interface SelectionSnapshot {
  active: boolean;
  value: SelectionValue;
  /** Whether this photo (of this month or section, at this index of it) is selected. */
  isSelected(id: string, month?: string | null, index?: number): boolean;
  /** Whether every photo of this month (of `count` photos, when known) is selected. */
  monthSelected(month: string, count?: number): boolean;
  /**
   * The ids marked one by one. The whole selection only when neither Select all nor a month's button was used;
   * actions read the value instead (`countSelected`, `selectedPages`).
   */
  ids: ReadonlySet<string>;
}

function snapshotOf(active: boolean, value: SelectionValue): SelectionSnapshot {
  const ids = new Set([...value.photos].filter(([, mark]) => mark.selected).map(([id]) => id));
  return {
    active,
    value,
    isSelected: (id, month = null, index) => isSelected(value, id, month, index),
    monthSelected: (month, count) => monthFullySelected(value, month, count),
    ids,
  };
}

export class Selection {
  #active = false;
  #value: SelectionValue = NOTHING;
  #anchor: { id: string; month: string | null } | null = null;
  #snapshot: SelectionSnapshot = snapshotOf(false, NOTHING);
  readonly #listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): SelectionSnapshot => this.#snapshot;

  #set(value: SelectionValue, active = true): void {
    this.#value = value;
    this.#active = active;
    this.#snapshot = snapshotOf(active, value);
    for (const listener of this.#listeners) listener();
  }

  start(): void {
    if (this.#active) return;
    this.#set(this.#value);
  }

  /** Stopping clears the selection. */
  stop(): void {
    this.#anchor = null;
    this.#set(NOTHING, false);
  }

  has(id: string, month: string | null = null): boolean {
    return isSelected(this.#value, id, month);
  }

  /** One photo (of `month`, at `index` of it, when known) changes state; it becomes the anchor of the next range. */
  toggle(id: string, month: string | null = null, index?: number): void {
    this.#anchor = { id, month };
    this.#set(setPhoto(this.#value, id, month, !isSelected(this.#value, id, month, index), index));
  }

  /**
   * A rectangle (or a long-press range) over `ranges` of the list, from the selection it started on (`start`, the
   * snapshot's value then): replacing it, adding to it or removing from it. Selecting starts if it was off.
   */
  sweep(start: SelectionValue, scope: SelectionScope, ranges: readonly PlaceRange[], mode: SweepMode): void {
    this.#set(sweepSelection(start, scope, ranges, mode));
  }

  /**
   * Shift-click: everything between the last clicked photo and this one takes the state this one gets. `scope`
   * is the list (its months in order with their loaded photos), or, for a flat list, the ids in order. Without an
   * anchor it is a plain toggle.
   */
  selectRange(id: string, scope: SelectionScope | readonly string[], month: string | null = null): void {
    const list: SelectionScope = Array.isArray(scope)
      ? { months: [{ key: '', count: scope.length, photos: scope.map((imageId: string) => ({ imageId })) }] }
      : (scope as SelectionScope);
    const flat = Array.isArray(scope);
    const at = flat ? '' : month;
    const select = !isSelected(this.#value, id, at);
    const next = this.#anchor ? selectRange(this.#value, list, this.#anchor.id, id, select) : undefined;
    if (!next) {
      this.toggle(id, at);
      return;
    }
    this.#anchor = { id, month: at };
    this.#set(flat ? withoutMonthKey(next) : next);
  }

  /** A month's button: if all of it is selected, none of it; otherwise all of it (loaded or not). */
  toggleMonth(month: string, count?: number): void {
    this.#set(toggleMonth(this.#value, month, count));
  }

  /** A group given by its ids (all loaded): if all are selected, deselect all; otherwise select all. */
  toggleGroup(ids: readonly string[]): void {
    const allSelected = ids.length > 0 && ids.every((id) => isSelected(this.#value, id));
    let value = this.#value;
    for (const id of ids) value = setPhoto(value, id, null, !allSelected);
    this.#set(value);
  }

  /** Select all: every photo of the list, loaded or not. */
  selectAll(): void {
    this.#set(EVERYTHING);
  }

  /** Exactly these photos. */
  setAll(ids: readonly string[]): void {
    let value = NOTHING;
    for (const id of ids) value = setPhoto(value, id, null, true);
    this.#set(value);
  }

  clear(): void {
    this.#anchor = null;
    this.#set(NOTHING, this.#active);
  }

  /** Drops photos that no longer exist (after a delete). */
  forget(ids: Iterable<string>): void {
    const next = forgetPhotos(this.#value, ids);
    if (next !== this.#value) this.#set(next, this.#active);
  }
}

/** A flat list's range was computed in one unnamed section: its marks belong to no month. */
function withoutMonthKey(value: SelectionValue): SelectionValue {
  const photos = new Map([...value.photos].map(([id, mark]) => [id, { ...mark, month: null }] as const));
  return { ...value, photos };
}
