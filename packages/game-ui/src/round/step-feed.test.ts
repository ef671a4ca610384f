import { describe, expect, it } from 'vitest';
import { createStepFeed } from './step-feed';

describe('step feed', () => {
  it('tells each listener every new count, once, until it unsubscribes', () => {
    const feed = createStepFeed();
    const a: number[] = [];
    const b: number[] = [];
    const offA = feed.subscribe((n) => a.push(n));
    feed.subscribe((n) => b.push(n));
    feed.publish(1);
    feed.publish(1);
    feed.publish(3);
    offA();
    feed.publish(0);
    expect(a).toEqual([1, 3]);
    expect(b).toEqual([1, 3, 0]);
    expect(feed.count).toBe(0);
  });

  it('a listener that unsubscribes while being told does not stop the others', () => {
    const feed = createStepFeed();
    const seen: string[] = [];
    const off = feed.subscribe(() => {
      seen.push('first');
      off();
    });
    feed.subscribe(() => seen.push('second'));
    feed.publish(2);
    feed.publish(4);
    expect(seen).toEqual(['first', 'second', 'second']);
  });
});
