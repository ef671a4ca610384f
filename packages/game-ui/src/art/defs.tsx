import type { CSSProperties } from 'react';

/**
 * Gradients shared by every drawing. Fixed colours where the object has one (a ruby is red), the merchant's colours
 * where the art is "the brand's" (wild, card backs, chips' accents, the crown's gold follows the primary colour).
 * Colours come from CSS variables on the game's root, so one drawing serves every merchant.
 */
const stop = (offset: string, color: string, opacity?: number) => (
  <stop offset={offset} style={{ stopColor: color, ...(opacity === undefined ? {} : { stopOpacity: opacity }) } as CSSProperties} />
);

const linear = (id: string, stops: [string, string][], vertical = true) => (
  <linearGradient id={id} x1="0" y1="0" x2={vertical ? '0' : '1'} y2={vertical ? '1' : '0'}>
    {stops.map(([o, c]) => stop(o, c))}
  </linearGradient>
);

export const ArtDefs = () => (
  <>
    {linear('gu-g-gold', [
      ['0', '#fff3b0'],
      ['0.45', 'var(--gu-gold, #f5b400)'],
      ['1', '#8a5a00'],
    ])}
    {linear('gu-g-brand', [
      ['0', 'var(--gu-primary-light, #ffe27a)'],
      ['1', 'var(--gu-primary, #f5b400)'],
    ])}
    {linear('gu-g-accent', [
      ['0', 'var(--gu-accent-light, #8ff0cc)'],
      ['1', 'var(--gu-accent, #2fd39b)'],
    ])}
    {linear('gu-g-silver', [
      ['0', '#ffffff'],
      ['0.5', '#c9d2e3'],
      ['1', '#6b7890'],
    ])}
    {linear('gu-g-ruby', [
      ['0', '#ff8a9a'],
      ['0.5', '#e0203f'],
      ['1', '#7a0018'],
    ])}
    {linear('gu-g-sapphire', [
      ['0', '#a9e4ff'],
      ['0.5', '#2f8df5'],
      ['1', '#123a8a'],
    ])}
    {linear('gu-g-emerald', [
      ['0', '#b5ffcf'],
      ['0.5', '#22b45a'],
      ['1', '#0a5a2a'],
    ])}
    {linear('gu-g-amethyst', [
      ['0', '#ecc2ff'],
      ['0.5', '#a23ee0'],
      ['1', '#4c1470'],
    ])}
    {linear('gu-g-amber', [
      ['0', '#ffe29a'],
      ['0.5', '#ff9d1a'],
      ['1', '#a04a00'],
    ])}
    {linear('gu-g-magenta', [
      ['0', '#ffb3f0'],
      ['0.5', '#ff3fb4'],
      ['1', '#8c0a5c'],
    ])}
    {linear('gu-g-citrus', [
      ['0', '#fff9b8'],
      ['0.6', '#ffd81f'],
      ['1', '#c08a00'],
    ])}
    {linear('gu-g-leaf', [
      ['0', '#a8f07a'],
      ['1', '#2f8a1f'],
    ])}
    {linear('gu-g-night', [
      ['0', '#3a3f52'],
      ['1', '#0d0f16'],
    ])}
    <radialGradient id="gu-g-plate" cx="0.5" cy="0.42" r="0.6">
      {stop('0', 'var(--gu-cell-glow, #2c3347)')}
      {stop('1', 'var(--gu-cell, #151923)')}
    </radialGradient>
    <radialGradient id="gu-g-shine" cx="0.35" cy="0.3" r="0.5">
      {stop('0', '#ffffff', 0.85)}
      {stop('1', '#ffffff', 0)}
    </radialGradient>
  </>
);

/** A soft white highlight, the "glint" that makes flat shapes read as objects. */
export const Glint = ({ cx, cy, rx, ry }: { cx: number; cy: number; rx: number; ry: number }) => (
  <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="url(#gu-g-shine)" />
);
