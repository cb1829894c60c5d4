import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isRealRegion, provinceNamed, regionTree } from './regions.ts';

describe('regions of China', () => {
  test('all 34 provincial divisions, with their cities and counties', () => {
    const tree = regionTree();
    assert.equal(tree.length, 34);
    const guangdong = tree.find((p) => p.name === '广东省');
    assert.equal(guangdong?.children.length, 21);
    const shenzhen = guangdong?.children.find((c) => c.name === '深圳市');
    assert.ok(shenzhen?.children.some((c) => c.name === '南山区'));
  });
  test('a municipality’s city is called by its own name, not 市辖区', () => {
    const beijing = regionTree().find((p) => p.name === '北京市');
    assert.equal(beijing?.children[0]?.name, '北京市');
    assert.ok(isRealRegion('北京市', '北京市', '海淀区'));
  });
  test('checks a choice', () => {
    assert.equal(isRealRegion('广东省', '深圳市', '南山区'), true);
    assert.equal(isRealRegion('广东省', '东莞市', '虎门镇'), true, 'cities without counties list their towns');
    assert.equal(isRealRegion('香港特别行政区', '中西區', ''), true, 'a district with nothing below it');
    assert.equal(isRealRegion('', '', ''), true, 'clearing');
    assert.equal(isRealRegion('广东省', '深圳市', ''), false, 'a county is needed where there are some');
    assert.equal(isRealRegion('广东省', '杭州市', '西湖区'), false);
    assert.equal(isRealRegion('火星', '', ''), false);
  });
  test('finds a province by its short name', () => {
    assert.equal(provinceNamed('广西')?.name, '广西壮族自治区');
    assert.equal(provinceNamed('北京市')?.name, '北京市');
    assert.equal(provinceNamed(''), undefined);
  });
});
