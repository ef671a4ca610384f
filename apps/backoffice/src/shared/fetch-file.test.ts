import { describe, expect, it } from 'vitest';
import { fileNameOf } from './fetch-file';

describe('the downloaded file name', () => {
  it('takes the name the server offers', () => {
    expect(fileNameOf('attachment; filename="players-DEMO.csv"', 'x.csv')).toBe('players-DEMO.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''players%20DEMO.csv", 'x.csv')).toBe('players DEMO.csv');
  });

  it('falls back when there is none and never keeps a path', () => {
    expect(fileNameOf(null, 'players.csv')).toBe('players.csv');
    expect(fileNameOf('attachment', 'players.csv')).toBe('players.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'players.csv')).toBe('passwd');
    expect(fileNameOf('attachment; filename=".."', 'players.csv')).toBe('players.csv');
  });
});
