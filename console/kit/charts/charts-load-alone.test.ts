import { describe, expect, it } from 'vitest';

/**
 * ECharts (≈ 180 kB gzip) loads only with a screen that draws a chart (docs/decisions.md "Charts"): only the kit's
 * chart component names the ECharts set-up, and only in a dynamic import; nothing else in the console imports
 * ECharts itself, so no other chunk, a screen's or the shell's, carries it.
 */
const sources = import.meta.glob<string>(['../../**/*.ts', '../../**/*.tsx', '!../../**/*.test.ts', '!../../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });

describe('ECharts', () => {
  it('is imported by the kit chart alone, dynamically', () => {
    // the whole console is read: screens, the shell and the kit
    expect(Object.keys(sources).length).toBeGreaterThan(200);
    expect(Object.keys(sources)).toContain('../../areas/traffic/traffic-page.tsx');
    const naming = Object.entries(sources).filter(([, text]) => /echarts/.test(text.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')));
    const files = naming.map(([file]) => file).sort();
    expect(files).toEqual(['./chart.tsx', './echarts-setup.ts']);
    const chart = sources['./chart.tsx']!;
    expect(chart).toMatch(/import\('\.\/echarts-setup\.ts'\)/);
    expect(chart).not.toMatch(/^import .*echarts/m);
  });
});
