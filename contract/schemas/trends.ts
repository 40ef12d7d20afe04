import { Type } from 'typebox';
import { TrendLimits } from '../limits';
import { Count, Day, Money, Nullable, Strict, Words } from './fields';

const trendFields = {
  inRange: Count('Bookings in the range.'),
  undated: Count('Bookings without a usable creation date, counted apart.'),
  noDates: Type.Boolean({
    description: 'There were bookings and none had a date: the trend cannot be drawn.',
  }),
};

/**
 * Home's trends (ours, proposed): what its charts show, computed by the API from the three booking
 * lists with the rules the console applies to them (contract/trends.ts), so that home needs no
 * whole list. Bookings are dated by `createDate` on the marketplace's calendar (Bangkok).
 */
export const BookingTrendsSchema = Type.Object(
  {
    today: Day('The last day of the range: the one asked for, else the API\u2019s today in Bangkok.'),
    perDay: Type.Object(
      {
        ...trendFields,
        points: Type.Array(Type.Object({ day: Day(), count: Count('Bookings made that day.') }, Strict), {
          maxItems: TrendLimits.days,
          description: 'The last 30 days, oldest first.',
        }),
      },
      { ...Strict, description: 'Bookings made per day.' },
    ),
    perMonth: Type.Object(
      {
        ...trendFields,
        points: Type.Array(
          Type.Object(
            {
              month: Type.String({ pattern: '^\\d{4}-\\d{2}$', maxLength: 7, description: 'YYYY-MM.' }),
              value: Money(
                'The total prices of the bookings made that month; a cancelled one counts nothing.',
              ),
              count: Count('Bookings made that month.'),
            },
            Strict,
          ),
          { maxItems: TrendLimits.months, description: 'The last 12 months, oldest first.' },
        ),
      },
      { ...Strict, description: 'Booking value per month.' },
    ),
    partnersOwedMost: Type.Array(
      Type.Object(
        {
          ownerProfileId: Type.String({
            maxLength: 100,
            description: 'Empty when the bookings name no head owner.',
          }),
          ownerFirstName: Nullable(Words()),
          ownerLastName: Nullable(Words()),
          owed: Money(
            'The transfers of the partner\u2019s bookings owed (contract/money.ts, isOwedBooking).',
          ),
        },
        Strict,
      ),
      { maxItems: TrendLimits.partners, description: 'The partners owed the most, largest first.' },
    ),
    listed: Count(
      'The bookings of the three lists, each once: the dashboard\u2019s total less these were paid otherwise.',
    ),
  },
  { $id: 'BookingTrends' },
);

export const BookingTrendsQuerySchema = Type.Object(
  { today: Type.Optional(Day('The last day of the range (the admin\u2019s today in Bangkok).')) },
  Strict,
);
