// The README's list of software_atom_* operations is the list of macros kernels/swatomic/
// software_atom.cl really defines: none missing from the README, none the README invents.
#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

std::string read_source_file(const std::string &relative)
{
    std::ifstream in(std::string(SWATOMIC_TEST_SOURCE_DIR) + "/" + relative);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::set<std::string> matches(const std::string &text, const std::regex &pattern)
{
    std::set<std::string> names;
    for (std::sregex_iterator it(text.begin(), text.end(), pattern), end; it != end; ++it) names.insert((*it)[1]);
    return names;
}

}  // namespace

TEST_CASE("README lists exactly the software_atom_* operations software_atom.cl defines", "[docs][host]")
{
    const std::string readme = read_source_file("README.md");
    const auto begin = readme.find("<!-- operations:"), end = readme.find("<!-- end operations -->");
    REQUIRE(begin != std::string::npos);
    REQUIRE(end != std::string::npos);
    const std::string table = readme.substr(begin, end - begin);
    const auto listed = matches(table, std::regex(R"(`(software_atom_[a-z0-9_]+)`)"));

    const auto defined = matches(read_source_file("kernels/swatomic/software_atom.cl"),
                                 std::regex(R"(#define\s+(software_atom_[a-z0-9_]+)\s*\()"));
    REQUIRE(defined.size() >= 20);
    for (const auto &name : defined) {
        CAPTURE(name);
        CHECK(listed.count(name) == 1);  // defined but not in the README
    }
    for (const auto &name : listed) {
        CAPTURE(name);
        CHECK(defined.count(name) == 1);  // in the README but not defined
    }
}
