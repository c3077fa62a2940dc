#pragma once

// Small synthetic TEI documents for the TEI/match tests. The bodies live in teisamples.cpp:
// moc reads included headers and cannot parse raw string literals.
#include <QByteArray>

namespace Ei::Test {

// Non-ASCII text (2-, 3- and 4-byte UTF-8) before and inside coords elements.
QByteArray teiNonAscii();
// GROBID's real bug (sandcrawler notes, 2021-11-12): a raw '&' inside <label>.
QByteArray teiRawAmpersand();
QByteArray htmlErrorPage();
// Nested internal entities plus an external file:// entity.
QByteArray billionLaughs();

} // namespace Ei::Test
