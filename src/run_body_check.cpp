#include "run_body_check.hpp"

#include <cctype>
#include <cstddef>
#include <vector>

#include "swatomic/errors.hpp"

namespace swatomic {
namespace {

struct Token {
    std::string_view text;
    std::size_t line = 1;
    std::size_t column = 1;
};

bool is_identifier_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// OpenCL C tokens as far as statement structure needs them: identifiers/numbers, and every
// other character on its own. Comments, string and char literals and whitespace are dropped.
class Lexer {
public:
    explicit Lexer(std::string_view text) : text_(text) {}

    std::vector<Token> tokens()
    {
        std::vector<Token> out;
        while (pos_ < text_.size()) {
            const char c = text_[pos_];
            if (c == '/' && peek(1) == '/') skip_until("\n");
            else if (c == '/' && peek(1) == '*') skip_until("*/");
            else if (c == '"' || c == '\'') skip_literal(c);
            else if (c == '#' && at_line_start()) skip_directive();
            else if (std::isspace(static_cast<unsigned char>(c)) || c == '\\') advance(1);
            else {
                Token t{text_.substr(pos_, 1), line_, column_};
                std::size_t length = 1;
                while (is_identifier_char(c) && pos_ + length < text_.size() && is_identifier_char(text_[pos_ + length]))
                    ++length;
                t.text = text_.substr(pos_, length);
                out.push_back(t);
                advance(length);
            }
        }
        return out;
    }

private:
    char peek(std::size_t ahead) const { return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0'; }

    bool at_line_start() const
    {
        for (std::size_t i = pos_; i > 0; --i) {
            if (text_[i - 1] == '\n') return true;
            if (!std::isspace(static_cast<unsigned char>(text_[i - 1]))) return false;
        }
        return true;
    }

    // Preprocessor lines (#pragma unroll, #define ...), continuations included, carry no statements.
    void skip_directive()
    {
        while (pos_ < text_.size() && text_[pos_] != '\n') advance(text_[pos_] == '\\' ? 2 : 1);
    }


    void advance(std::size_t n)
    {
        for (; n > 0 && pos_ < text_.size(); --n, ++pos_) {
            if (text_[pos_] == '\n') {
                ++line_;
                column_ = 1;
            } else {
                ++column_;
            }
        }
    }

    void skip_until(std::string_view end)
    {
        const std::size_t found = text_.find(end, pos_ + 2);
        advance(found == std::string_view::npos ? text_.size() - pos_ : found + end.size() - pos_);
    }

    void skip_literal(char quote)
    {
        advance(1);
        while (pos_ < text_.size() && text_[pos_] != quote && text_[pos_] != '\n')
            advance(text_[pos_] == '\\' ? 2 : 1);
        advance(1);
    }

    std::string_view text_;
    std::size_t pos_ = 0, line_ = 1, column_ = 1;
};

// Walks the statements of one SWATOMIC_RUN argument (tokens [begin, end)) and throws at the
// first exit that would leave the macro's loop.
class BodyChecker {
public:
    BodyChecker(const std::vector<Token> &tokens, std::size_t begin, std::size_t end, const std::string &source_name)
        : tokens_(tokens), pos_(begin), end_(end), source_name_(source_name)
    {
    }

    void run()
    {
        while (pos_ < end_) statement(false, false);
    }

private:
    bool at(std::string_view text) const { return pos_ < end_ && tokens_[pos_].text == text; }

    [[noreturn]] void fail(const Token &t, const std::string &what) const
    {
        const std::string where = source_name_ + ":" + std::to_string(t.line) + ":" + std::to_string(t.column);
        const std::string log = where + ": error: " + what +
                                " directly inside SWATOMIC_RUN(...) would leave the kernel without finishing its "
                                "software atomics; move the early exit into a helper function taking "
                                "SWATOMIC_CTX_PARAM (called with SWATOMIC_CTX), where it leaves only the helper";
        throw BuildError("OpenCL build of " + source_name_ + " refused:\n" + log, log);
    }

    // Skips a parenthesized group starting at '(' (a loop or if header).
    void skip_group()
    {
        if (!at("(")) return;
        int depth = 0;
        do {
            if (at("(")) ++depth;
            else if (at(")")) --depth;
            else exit_token(false, false);
            ++pos_;
        } while (pos_ < end_ && depth > 0);
    }

    // return is never allowed; break/continue only inside the user's own loop (or switch).
    void exit_token(bool in_loop, bool in_switch) const
    {
        const Token &t = tokens_[pos_];
        if (t.text == "return") fail(t, "`return`");
        if (t.text == "continue" && !in_loop) fail(t, "`continue` outside a loop of your own");
        if (t.text == "break" && !in_loop && !in_switch) fail(t, "`break` outside a loop or switch of your own");
    }

    void statement(bool in_loop, bool in_switch)
    {
        if (pos_ >= end_) return;
        const std::string_view t = tokens_[pos_].text;
        if (t == "__attribute__") {  // e.g. __attribute__((opencl_unroll_hint)) before a loop
            ++pos_;
            skip_group();
            statement(in_loop, in_switch);
        } else if (t == "{") {
            ++pos_;
            while (pos_ < end_ && !at("}")) statement(in_loop, in_switch);
            ++pos_;
        } else if (t == "for" || t == "while") {
            ++pos_;
            skip_group();
            statement(true, in_switch);
        } else if (t == "switch") {
            ++pos_;
            skip_group();
            statement(in_loop, true);
        } else if (t == "do") {
            ++pos_;
            statement(true, in_switch);
            if (at("while")) {
                ++pos_;
                skip_group();
            }
            if (at(";")) ++pos_;
        } else if (t == "if") {
            ++pos_;
            skip_group();
            statement(in_loop, in_switch);
            if (at("else")) {
                ++pos_;
                statement(in_loop, in_switch);
            }
        } else if (t == "case" || t == "default") {
            while (pos_ < end_ && !at(":")) ++pos_;
            ++pos_;
        } else {
            expression(in_loop, in_switch);
        }
    }

    // A declaration or expression statement: up to ';' outside brackets, or the end of the text.
    void expression(bool in_loop, bool in_switch)
    {
        int depth = 0;
        while (pos_ < end_) {
            const std::string_view t = tokens_[pos_].text;
            exit_token(in_loop, in_switch);
            const bool statement_keyword = t == "return" || t == "break" || t == "continue";
            ++pos_;
            if (t == "(" || t == "[" || t == "{") ++depth;
            else if (t == ")" || t == "]" || t == "}") --depth;
            else if ((t == ";" && depth <= 0) || statement_keyword) {
                if (statement_keyword && at(";")) ++pos_;
                return;
            }
        }
    }

    const std::vector<Token> &tokens_;
    std::size_t pos_, end_;
    const std::string &source_name_;
};

}  // namespace

void check_run_bodies(std::string_view user_source, const std::string &source_name)
{
    if (user_source.find("SWATOMIC_RUN") == std::string_view::npos) return;
    const std::vector<Token> tokens = Lexer(user_source).tokens();
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
        if (tokens[i].text != "SWATOMIC_RUN" || tokens[i + 1].text != "(") continue;
        std::size_t close = i + 1;
        for (int depth = 0; close < tokens.size(); ++close) {
            if (tokens[close].text == "(") ++depth;
            else if (tokens[close].text == ")" && --depth == 0) break;
        }
        BodyChecker(tokens, i + 2, close, source_name).run();
        i = close;
    }
}

}  // namespace swatomic
