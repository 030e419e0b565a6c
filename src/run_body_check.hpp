// The check that keeps early exits out of SWATOMIC_RUN: the macro runs its argument inside the
// loop over virtual groups, before the protocol's finishing step, so a `return` (or a
// `break`/`continue` that leaves that loop) would skip the finishing step and end the launch
// with a wrong result instead of an error.
#ifndef SWATOMIC_RUN_BODY_CHECK_HPP
#define SWATOMIC_RUN_BODY_CHECK_HPP

#include <string>
#include <string_view>

namespace swatomic {

// Scans `user_source` for the argument text of every `SWATOMIC_RUN(...)` (balanced parentheses,
// comments and string/char literals skipped) and throws BuildError naming
// `source_name:line:column` at the first `return`, or `break`/`continue` not enclosed by a
// `for`/`while`/`do` (or, for `break`, a `switch`) inside that text.
void check_run_bodies(std::string_view user_source, const std::string &source_name);

}  // namespace swatomic

#endif  // SWATOMIC_RUN_BODY_CHECK_HPP
