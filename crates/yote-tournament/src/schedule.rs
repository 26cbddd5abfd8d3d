//! The site's own arenas (docs/tournaments.md "The site's arenas"): a schedule the operator
//! writes, say a daily blitz at 18:00 UTC, and the starts it makes due at a moment. Pure: the
//! server stores the arenas, one per schedule and start however many nodes make it.

use std::fmt;
use std::str::FromStr;

const MINUTE_MS: i64 = 60_000;
const HOUR_MS: i64 = 60 * MINUTE_MS;
const DAY_MS: i64 = 24 * HOUR_MS;

/// How often a scheduled arena comes back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Every {
    /// Each day at `minute` minutes past midnight UTC.
    Day { minute: u32 },
    /// Each hour at `minute` minutes past the hour.
    Hour { minute: u32 },
}

impl Every {
    /// The period and the offset of a start into it, in ms.
    fn period(self) -> (i64, i64) {
        match self {
            Every::Day { minute } => (DAY_MS, i64::from(minute) * MINUTE_MS),
            Every::Hour { minute } => (HOUR_MS, i64::from(minute) * MINUTE_MS),
        }
    }
}

/// One line of the site's schedule: what arena, and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedule {
    pub every: Every,
    /// The arena's name as listed.
    pub name: String,
    /// A rules string or a preset.
    pub rules: String,
    pub initial_s: u32,
    pub increment_s: u32,
    /// How long it lasts.
    pub minutes: u32,
    pub rated: bool,
}

/// The longest a scheduled arena may last, and the shortest: as a player's (10 to 180 minutes).
pub const SCHEDULED_MINUTES: std::ops::RangeInclusive<u32> = 10..=180;

impl Schedule {
    /// The schedule's key among the arenas it made: what decides when and what it makes, so
    /// that two nodes reading the same line make the same arena, and a changed line a new one.
    pub fn key(&self) -> String {
        self.to_string()
    }

    /// The starts (Unix ms) of the arenas this schedule has due at `now`: the one under way (if
    /// its time is not over: a node that was down at its start makes it late, and players may
    /// join late) and the next one, so that it is listed before it begins.
    pub fn due(&self, now: i64) -> Vec<i64> {
        let (period, offset) = self.every.period();
        let last = (now - offset).div_euclid(period) * period + offset;
        let length = i64::from(self.minutes) * MINUTE_MS;
        let mut starts = Vec::with_capacity(2);
        if now < last + length {
            starts.push(last);
        }
        starts.push(last + period);
        starts
    }
}

/// `every=day,at=18:00,clock=3+2,minutes=60,rules=standard,rated=true,name=Daily blitz`: the
/// schedule's fields by name, separated by commas (the name last may not hold a comma).
impl FromStr for Schedule {
    type Err = String;

    fn from_str(text: &str) -> Result<Schedule, String> {
        let mut every = None;
        let mut at = None;
        let mut clock = None;
        let mut minutes = None;
        let mut rules = "standard".to_owned();
        let mut rated = true;
        let mut name = None;
        for part in text.split(',') {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| format!("'{part}': expected key=value"))?;
            let value = value.trim();
            match key.trim() {
                "every" => every = Some(value.to_owned()),
                "at" => at = Some(value.to_owned()),
                "clock" => {
                    let (base, increment) = value
                        .split_once('+')
                        .ok_or_else(|| format!("clock '{value}': expected MINUTES+SECONDS"))?;
                    let number = |n: &str| {
                        n.parse::<u32>()
                            .map_err(|_| format!("clock '{value}': expected MINUTES+SECONDS"))
                    };
                    clock = Some((number(base)? * 60, number(increment)?));
                }
                "minutes" => {
                    minutes = Some(
                        value
                            .parse::<u32>()
                            .ok()
                            .filter(|m| SCHEDULED_MINUTES.contains(m))
                            .ok_or_else(|| format!("minutes '{value}': expected 10 to 180"))?,
                    )
                }
                "rules" => rules = value.to_owned(),
                "rated" => {
                    rated = value
                        .parse()
                        .map_err(|_| format!("rated '{value}': expected true or false"))?
                }
                "name" => name = Some(value.to_owned()),
                other => return Err(format!("unknown key '{other}'")),
            }
        }
        let at = at.ok_or("missing at=")?;
        let every = match every.as_deref() {
            Some("day") => {
                let (h, m) = at
                    .split_once(':')
                    .and_then(|(h, m)| Some((h.parse::<u32>().ok()?, m.parse::<u32>().ok()?)))
                    .filter(|&(h, m)| h < 24 && m < 60)
                    .ok_or_else(|| format!("at '{at}': expected HH:MM (UTC)"))?;
                Every::Day { minute: h * 60 + m }
            }
            Some("hour") => {
                let m = at
                    .trim_start_matches(':')
                    .parse::<u32>()
                    .ok()
                    .filter(|&m| m < 60)
                    .ok_or_else(|| format!("at '{at}': expected :MM"))?;
                Every::Hour { minute: m }
            }
            _ => return Err("every: expected day or hour".into()),
        };
        let (initial_s, increment_s) = clock.ok_or("missing clock=")?;
        let minutes = minutes.ok_or("missing minutes=")?;
        let (period, _) = every.period();
        if i64::from(minutes) * MINUTE_MS > period {
            return Err(format!(
                "minutes {minutes}: longer than the time between two starts"
            ));
        }
        let name = name
            .filter(|n| !n.is_empty() && n.chars().count() <= 40)
            .ok_or("name: 1 to 40 characters")?;
        Ok(Schedule {
            every,
            name,
            rules,
            initial_s,
            increment_s,
            minutes,
            rated,
        })
    }
}

impl fmt::Display for Schedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (every, at) = match self.every {
            Every::Day { minute } => ("day", format!("{:02}:{:02}", minute / 60, minute % 60)),
            Every::Hour { minute } => ("hour", format!(":{minute:02}")),
        };
        write!(
            f,
            "every={every},at={at},clock={}+{},minutes={},rules={},rated={},name={}",
            self.initial_s / 60,
            self.increment_s,
            self.minutes,
            self.rules,
            self.rated,
            self.name
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAILY: &str = "every=day,at=18:00,clock=3+2,minutes=60,rules=standard,name=Daily blitz";

    #[test]
    fn a_schedule_reads_and_writes_its_line() {
        let s: Schedule = DAILY.parse().unwrap();
        assert_eq!(s.every, Every::Day { minute: 18 * 60 });
        assert_eq!((s.initial_s, s.increment_s, s.minutes), (180, 2, 60));
        assert!(s.rated, "rated unless it says otherwise");
        assert_eq!(s.name, "Daily blitz");
        assert_eq!(s.key().parse::<Schedule>().unwrap(), s);
        let hourly: Schedule = "every=hour,at=:30,clock=1+0,minutes=20,rated=false,name=Bullet"
            .parse()
            .unwrap();
        assert_eq!(hourly.every, Every::Hour { minute: 30 });
        assert!(!hourly.rated);
        for bad in [
            "every=week,at=18:00,clock=3+2,minutes=60,name=x",
            "every=day,at=25:00,clock=3+2,minutes=60,name=x",
            "every=day,at=18:00,clock=3,minutes=60,name=x",
            "every=day,at=18:00,clock=3+2,minutes=5,name=x",
            "every=hour,at=:00,clock=3+2,minutes=90,name=x",
            "every=day,at=18:00,clock=3+2,minutes=60",
            "every=day,at=18:00,clock=3+2,minutes=60,name=x,colour=red",
        ] {
            assert!(bad.parse::<Schedule>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_arena_under_way_and_the_next_are_due() {
        let s: Schedule = DAILY.parse().unwrap();
        let day = 20_000 * DAY_MS;
        let at = |h: i64, m: i64| day + h * HOUR_MS + m * MINUTE_MS;
        // In the morning: only tonight's.
        assert_eq!(s.due(at(9, 0)), vec![at(18, 0)]);
        // At 18:00 sharp and during the hour: tonight's, and tomorrow's.
        assert_eq!(s.due(at(18, 0)), vec![at(18, 0), at(18, 0) + DAY_MS]);
        assert_eq!(s.due(at(18, 59)), vec![at(18, 0), at(18, 0) + DAY_MS]);
        // Once it is over: tomorrow's only.
        assert_eq!(s.due(at(19, 0)), vec![at(18, 0) + DAY_MS]);
        // Before midnight UTC, the offset is counted from the day's start.
        assert_eq!(s.due(at(0, 5)), vec![at(18, 0)]);
    }
}
