import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VERIFY_POSES } from '@kk/contract';
import { cameraAvailable, frameSize, SELFIE_MAX_SIDE, selfieName } from './camera.ts';
import { POSE_LAYOUT } from './poses.ts';

test('the camera is offered only on a secure page whose browser has getUserMedia', () => {
  const withCamera = { mediaDevices: { getUserMedia: () => undefined } };
  assert.equal(cameraAvailable(withCamera, true), true);
  assert.equal(cameraAvailable(withCamera, false), false);
  assert.equal(cameraAvailable({}, true), false);
  assert.equal(cameraAvailable({ mediaDevices: {} }, true), false);
  assert.equal(cameraAvailable(undefined, true), false);
});

test('a captured frame keeps its shape and is scaled down, never up', () => {
  assert.deepEqual(frameSize(1920, 1080), { width: SELFIE_MAX_SIDE, height: 720 });
  assert.deepEqual(frameSize(720, 1280), { width: 720, height: 1280 });
  assert.deepEqual(frameSize(640, 480), { width: 640, height: 480 });
  assert.deepEqual(frameSize(3000, 3000, 1000), { width: 1000, height: 1000 });
  // A video that has not started yet has no size.
  assert.deepEqual(frameSize(0, 0), { width: 0, height: 0 });
});

test('the selfie is named as a JPEG', () => {
  assert.equal(selfieName(5), 'selfie-5.jpg');
});

test('every pose has a picture, its hand inside the frame and raising something', () => {
  for (const pose of VERIFY_POSES) {
    const layout = POSE_LAYOUT[pose];
    assert.ok(layout, pose);
    // A pose shows at least one finger or the thumb raised: a fist alone says nothing.
    assert.ok(layout.fingers.some(Boolean) || layout.thumb === 'up', pose);
    for (const value of [layout.x, layout.y])
      assert.ok(value - layout.size / 2 >= 0 && value + layout.size / 2 <= 120, pose);
  }
  assert.deepEqual(Object.keys(POSE_LAYOUT).toSorted(), [...VERIFY_POSES].toSorted());
});
