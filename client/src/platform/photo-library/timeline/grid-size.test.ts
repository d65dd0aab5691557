import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GRID_SIZE_STORAGE_KEY,
  getGridSize,
  readGridSize,
  resetGridSizeForTests,
  setGridSize,
  stepGridSize,
  subscribeGridSize,
} from './grid-size';

describe('grid size', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetGridSizeForTests();
  });
  afterEach(() => resetGridSizeForTests());

  it('is the medium size (the grid as it was) until the device chose another', () => {
    expect(readGridSize(null)).toBe('medium');
    expect(readGridSize('huge')).toBe('medium');
    expect(readGridSize('large')).toBe('large');
    expect(getGridSize()).toBe('medium');
  });

  it('steps one size at a time and stays at the ends', () => {
    expect(stepGridSize('medium', 1)).toBe('large');
    expect(stepGridSize('large', 1)).toBe('large');
    expect(stepGridSize('medium', -1)).toBe('small');
    expect(stepGridSize('small', -1)).toBe('small');
  });

  it('keeps a choice in the device storage and reads it back after a reload', () => {
    const heard: string[] = [];
    const stop = subscribeGridSize(() => heard.push(getGridSize()));
    setGridSize('small');
    setGridSize('small');
    stop();
    setGridSize('large');
    expect(heard).toEqual(['small']);
    expect(window.localStorage.getItem(GRID_SIZE_STORAGE_KEY)).toBe('large');
    resetGridSizeForTests(); // a reload
    expect(getGridSize()).toBe('large');
  });
});
