#include "text.hpp"

#include "swatomic/errors.hpp"

namespace swatomic::probe::text {

void fail(const char *what, std::size_t line, const std::string &message)
{
    std::string m = std::string(what) + " input";
    if (line != 0) m += ", line " + std::to_string(line);
    throw Error(Status::ProbeInputError, m + ": " + message);
}

std::vector<Line> split_lines(std::string_view input, const char *what)
{
    if (input.empty()) fail(what, 0, "empty input");
    if (input.size() > kMaxInputBytes) fail(what, 0, "input larger than 256 MiB");
    std::vector<Line> lines;
    std::size_t start = 0;
    std::size_t number = 1;
    for (std::size_t i = 0; i < input.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(input[i]);
        if (c == '\n' || c == '\r') {
            lines.push_back({number++, input.substr(start, i - start)});
            if (c == '\r' && i + 1 < input.size() && input[i + 1] == '\n') ++i;
            start = i + 1;
        } else if (c < 0x20 && c != '\t' && c != '\f') {
            fail(what, number, "binary data (control byte " + std::to_string(c) + "), not a text listing");
        }
    }
    if (start < input.size()) lines.push_back({number, input.substr(start)});
    return lines;
}

std::string_view trim(std::string_view s) noexcept
{
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\f' || c == '\n' || c == '\r'; };
    while (!s.empty() && space(s.front())) s.remove_prefix(1);
    while (!s.empty() && space(s.back())) s.remove_suffix(1);
    return s;
}

bool starts_with(std::string_view s, std::string_view prefix) noexcept
{
    return s.size() >= prefix.size() && s.compare(0, prefix.size(), prefix) == 0;
}

bool ends_with(std::string_view s, std::string_view suffix) noexcept
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool contains(std::string_view s, std::string_view part) noexcept { return s.find(part) != std::string_view::npos; }

std::string_view first_token(std::string_view s) noexcept
{
    s = trim(s);
    std::size_t i = 0;
    while (i < s.size() && s[i] != ' ' && s[i] != '\t' && s[i] != '\f' && s[i] != '\n' && s[i] != '\r') ++i;
    return s.substr(0, i);
}

std::string_view after_first_token(std::string_view s) noexcept
{
    s = trim(s);
    return trim(s.substr(first_token(s).size()));
}

std::string_view cut_at(std::string_view s, std::string_view marker) noexcept
{
    const auto pos = s.find(marker);
    return pos == std::string_view::npos ? s : s.substr(0, pos);
}

bool is_identifier_char(char c) noexcept
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
           c == '$';
}

std::string_view leading_label(std::string_view s) noexcept
{
    s = trim(s);
    std::size_t i = 0;
    while (i < s.size() && is_identifier_char(s[i])) ++i;
    if (i == 0 || i >= s.size() || s[i] != ':') return {};
    if (i + 1 < s.size() && s[i + 1] == ':') return {};
    return s.substr(0, i);
}

}  // namespace swatomic::probe::text
