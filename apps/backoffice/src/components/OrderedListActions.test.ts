import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderedListActions } from './OrderedListActions';

const html = (changed: boolean, busy: boolean) =>
  renderToStaticMarkup(
    createElement(
      OrderedListActions,
      { changed, busy, onSave: () => {}, onUndo: () => {}, labels: { save: 'Save', undo: 'Undo' }, testId: 'x-save' },
      createElement('button', { type: 'button' }, 'Add'),
    ),
  );

describe("an edited list's actions", () => {
  it('offers Save and Undo only while the list differs from the saved one, after the extra buttons', () => {
    expect(html(false, false)).toMatch(
      /<button type="button">Add<\/button><button[^>]*disabled=""[^>]*data-testid="x-save">Save<\/button><\/div>$/,
    );
    expect(html(true, false)).not.toContain('disabled');
    expect(html(true, false)).toContain('>Undo</button>');
  });
  it('keeps Save off while the list is being saved', () => {
    expect(html(true, true)).toMatch(/disabled=""[^>]*data-testid="x-save"/);
  });
});
