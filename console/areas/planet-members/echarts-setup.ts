/**
 * The parts of ECharts the data screen's charts use (bar, line, grid, tooltip, legend, canvas), registered once.
 * Only the chart component imports this module, dynamically, so ECharts loads with the data screen alone.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export { init };
