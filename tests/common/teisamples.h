#pragma once

// Small synthetic TEI documents for the TEI/match tests, and the corpus TEI the comparison tests
// share. The bodies live in teisamples.cpp: moc reads included headers and cannot parse raw string
// literals.
#include <QByteArray>

class QTestData;

namespace Ei::Test {

// Non-ASCII text (2-, 3- and 4-byte UTF-8) before and inside coords elements.
QByteArray teiNonAscii();
// GROBID's real bug (sandcrawler notes, 2021-11-12): a raw '&' inside <label>.
QByteArray teiRawAmpersand();
QByteArray htmlErrorPage();
// Nested internal entities plus an external file:// entity.
QByteArray billionLaughs();

// The corpus TEI (paths relative to its root) that the TEI comparisons (structure, and the TEI
// tab's lines) must find identical to itself: adds the column "file" and a row per document.
void addSelfComparisonRows();
// The same paper's TEI from two GROBID versions, as a data row of the columns "a" and "b" (paths
// relative to the corpus root); the test streams its expectations of the pair after them.
// The JIT paper's wrong title in 0.7.2 against the right one in 0.8.2:
QTestData &newJitTitleRow();
// The J. Neural Eng. paper in 0.6.1 against 0.8.1 with coordinates:
QTestData &newJnerCoordsRow();

} // namespace Ei::Test
