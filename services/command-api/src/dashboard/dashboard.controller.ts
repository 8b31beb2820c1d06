import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ok } from '../platform/responses';
import { BusinessDashboard, DASHBOARD_METRICS, DASHBOARD_WIDGETS, type DashboardMetric } from './dashboard';
import { DASHBOARD_PERIODS, type DashboardPeriod } from './dashboard-periods';

const PERIOD_MESSAGE = `period must be one of ${DASHBOARD_PERIODS.join(', ')}`;

export class DashboardPeriodQuery {
  @ApiPropertyOptional({ enum: DASHBOARD_PERIODS, default: 'this_month' })
  @IsOptional()
  @IsIn(DASHBOARD_PERIODS, { message: PERIOD_MESSAGE })
  period?: DashboardPeriod;
}

export class DashboardMetricParams {
  @IsIn(DASHBOARD_METRICS, { message: `metric must be one of ${DASHBOARD_METRICS.join(', ')}` })
  metric!: DashboardMetric;
}

@ApiTags('dashboard')
@ApiBearerAuth()
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: BusinessDashboard) {}

  @Get('overview')
  async overview(@Query() query: DashboardPeriodQuery) {
    return ok(await this.dashboard.overview(query.period ?? 'this_month'));
  }

  @Get('widgets')
  widgets() {
    return ok({ widgets: DASHBOARD_WIDGETS, periods: DASHBOARD_PERIODS, metrics: DASHBOARD_METRICS, defaultPeriod: 'this_month' });
  }

  @Get('metrics/:metric')
  async metric(@Param() params: DashboardMetricParams, @Query() query: DashboardPeriodQuery) {
    return ok(await this.dashboard.metric(params.metric, query.period ?? 'this_month'));
  }

  /** Figures are computed from the read models on every call (nothing is cached): a refresh is the overview, fresh. */
  @Post('refresh')
  @HttpCode(200)
  async refresh(@Query() query: DashboardPeriodQuery) {
    return ok(await this.dashboard.overview(query.period ?? 'this_month'), 'Dashboard refreshed');
  }
}
