-- A TOTP code works once (RFC 6238, section 5.2; decision 022, amended): the time-step of the last code accepted
-- for an operator's secret, so a code of that step or an earlier one is refused, on every process. Null until the
-- first code is accepted; a new secret (second factor set up again) starts afresh with its new row.
ALTER TABLE "operator_two_factors" ADD COLUMN "totp_last_step" bigint;
