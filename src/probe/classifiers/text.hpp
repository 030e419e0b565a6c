// Text helpers shared by the classifiers: line splitting that accepts LF, CRLF and CR, rejects
// binary data, and small tokenizing functions that never read past the end of their input.
#ifndef SWATOMIC_PROBE_TEXT_HPP
#define SWATOMIC_PROBE_TEXT_HPP

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace swatomic::probe::text {

// Largest listing a classifier accepts (bytes); beyond it: ProbeInputError.
inline constexpr std::size_t kMaxInputBytes = std::size_t(256) << 20;

struct Line {
    std::size_t number = 0;  // 1-based
    std::string_view text;   // without the line terminator
};

// Splits on \n, \r\n and \r. Throws ProbeInputError (naming `what`) for empty input, NUL or
// other control bytes (except tab and form feed), or input beyond kMaxInputBytes.
std::vector<Line> split_lines(std::string_view input, const char *what);

std::string_view trim(std::string_view s) noexcept;
bool starts_with(std::string_view s, std::string_view prefix) noexcept;
bool ends_with(std::string_view s, std::string_view suffix) noexcept;
bool contains(std::string_view s, std::string_view part) noexcept;
// First whitespace-delimited token, and the rest after it (trimmed).
std::string_view first_token(std::string_view s) noexcept;
std::string_view after_first_token(std::string_view s) noexcept;
// s with everything from the first occurrence of `marker` removed.
std::string_view cut_at(std::string_view s, std::string_view marker) noexcept;
bool is_identifier_char(char c) noexcept;
// `name:` at the start of s (name of [A-Za-z0-9_.$]); returns the name or "" if none. A `::`
// (PTX qualifier) is not a label.
std::string_view leading_label(std::string_view s) noexcept;

[[noreturn]] void fail(const char *what, std::size_t line, const std::string &message);

}  // namespace swatomic::probe::text

#endif  // SWATOMIC_PROBE_TEXT_HPP
