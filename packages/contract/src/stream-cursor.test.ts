import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { StreamCursor } from './stream-cursor.ts';

describe('StreamCursor', () => {
  test('accepts each seq once, in any order, and the cursor stops at the first gap', () => {
    const cursor = new StreamCursor(2);
    assert.equal(cursor.accept(2), false, 'already behind the cursor');
    assert.equal(cursor.accept(4), true);
    assert.equal(cursor.cursor, 2, '3 is missing');
    assert.equal(cursor.accept(4), false);
    assert.equal(cursor.accept(3), true);
    assert.equal(cursor.cursor, 4);
  });
  test('synced moves past events that are gone; reset starts over', () => {
    const cursor = new StreamCursor();
    cursor.accept(1);
    cursor.accept(5);
    cursor.synced(3);
    assert.equal(cursor.cursor, 3);
    cursor.accept(4);
    assert.equal(cursor.cursor, 5);
    cursor.reset(100);
    assert.equal(cursor.cursor, 100);
    assert.equal(cursor.accept(101), true);
  });
});
