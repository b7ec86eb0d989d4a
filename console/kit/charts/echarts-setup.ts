/**
 * The parts of ECharts the console's charts use (bar, line, pie, grid, tooltip, legend, canvas), registered once.
 * Only the kit's chart component (chart.tsx) imports this module, dynamically, so ECharts loads with a screen
 * that draws a chart and never with one that does not.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export { init };
