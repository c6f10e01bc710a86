import type { ThrottlePolicy } from '../../platform/throttle/attempt-throttle';

/** Per address: 5 password checks in 15 minutes, then 15 s, 30 s, 60 s ... up to 15 minutes. */
export const addressPolicy: ThrottlePolicy = {
  budget: 5,
  windowSeconds: 900,
  firstDelaySeconds: 15,
  maxDelaySeconds: 900,
};
/** Per client IP: 30 failed password checks in 15 minutes, then slowing down the same way. */
export const ipPolicy: ThrottlePolicy = { ...addressPolicy, budget: 30 };

/** Per address: at most 5 password mails an hour, so the form cannot flood someone's inbox. */
export const mailPolicy: ThrottlePolicy = {
  budget: 5,
  windowSeconds: 3600,
  firstDelaySeconds: 3600,
  maxDelaySeconds: 3600,
};
