import { DatePicker, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useKnownAt } from './use-financial-reports';

const KNOWN_AT_DISPLAY_FORMAT = 'MMM DD, YYYY HH:mm';

/** A minute picked counts every entry recorded in it; never later than now (the server refuses the future). */
const throughTheMinute = (moment: Dayjs): Dayjs => {
  const end = moment.second(59).millisecond(999);
  return end.isAfter(dayjs()) ? dayjs() : end;
};

/**
 * "As known at": the books as they were reported at a past moment (only entries recorded by then
 * count). Empty is now; a moment ahead is not offered.
 */
export function KnownAtPicker() {
  const [knownAt, setKnownAt] = useKnownAt();
  return (
    <Tooltip title="Show the reports as they were known at a past moment: entries recorded later (back-dated entries, reversals) are left out">
      {/* The picker copies a data-testid onto its input, so the test id sits on a wrapper. */}
      <div data-testid="reports-known-at">
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format={KNOWN_AT_DISPLAY_FORMAT}
          value={knownAt ? dayjs(knownAt) : null}
          placeholder="As known at: now"
          allowClear
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(moment) => setKnownAt(moment ? throughTheMinute(moment).toISOString() : undefined)}
          style={{ width: 230 }}
        />
      </div>
    </Tooltip>
  );
}
