#pragma once

#include <functional>

#include <QList>
#include <QStringList>
#include <QStringView>

namespace Ei::Core {

// Which lines of two texts differ: a shortest edit script over whole lines (Myers' O(ND)
// algorithm, after the common head and tail are taken off), as the TEI tab's side-by-side
// comparison highlights it. A line of A that is not in the common subsequence was removed, a line
// of B that is not was added; a changed line is both.
struct LineDiff
{
    QList<bool> changedA; // one per line of A
    QList<bool> changedB; // one per line of B
    // The line of the other side shown level with each line (its match; for a changed line the
    // other side's line after the last match before it, clamped to the last line).
    QList<int> aToB;
    QList<int> bToA;
    // False when the two sides differ in more lines than the diff follows one by one
    // (kMaxEditLines): the differing middle is then marked changed as a whole.
    bool exact = true;

    static constexpr int kMaxEditLines = 5000;

    bool identical() const;
    qsizetype changedLinesA() const;
    qsizetype changedLinesB() const;
};

// `cancelled` is polled once per edit step; when it returns true the result is incomplete and
// meant to be thrown away. Pure and thread-safe (the window runs it on a worker thread).
// Memory: a few ints per line, plus about D²/2 ints for D edits when the lines' counts allow a
// diff within kMaxEditLines; when they rule it out (more lines without a partner on the other side
// than the cap) it gives up at once, without searching.
LineDiff diffLines(const QList<QStringView> &a, const QList<QStringView> &b,
                   const std::function<bool()> &cancelled = {});
LineDiff diffLines(const QStringList &a, const QStringList &b, const std::function<bool()> &cancelled = {});

} // namespace Ei::Core
