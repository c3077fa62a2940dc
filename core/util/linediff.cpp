#include "linediff.h"

#include <algorithm>
#include <cstdlib>
#include <span>
#include <vector>

#include <QHash>

namespace Ei::Core {

namespace {

// Lines as small integers, so the inner loop compares ints, not strings (views of the lines, not
// copies: the TEI comparison diffs two multi-megabyte texts).
std::pair<std::vector<int>, std::vector<int>> lineIds(const QList<QStringView> &a,
                                                      const QList<QStringView> &b)
{
    QHash<QStringView, int> ids;
    const auto idsOf = [&ids](const QList<QStringView> &lines) {
        std::vector<int> out;
        out.reserve(size_t(lines.size()));
        for (const QStringView line : lines) {
            auto it = ids.constFind(line);
            if (it == ids.cend()) {
                it = ids.insert(line, int(ids.size()));
            }
            out.push_back(*it);
        }
        return out;
    };
    auto x = idsOf(a);
    auto y = idsOf(b);
    return {std::move(x), std::move(y)};
}

// A lower bound on the edits between a[lo..lo+n) and b[lo..lo+m): a line occurring more often on
// one side than on the other is deleted or inserted at least that many more times.
int minimumEdits(const std::vector<int> &a, const std::vector<int> &b, int lo, int n, int m)
{
    const auto aLines = std::span(a).subspan(size_t(lo), size_t(n));
    const auto bLines = std::span(b).subspan(size_t(lo), size_t(m));
    int ids = 0; // ids are small integers from 0 (lineIds)
    for (const auto lines : {aLines, bLines}) {
        if (!lines.empty()) {
            ids = std::max(ids, *std::ranges::max_element(lines) + 1);
        }
    }
    std::vector<int> surplus(size_t(ids), 0); // per line id: occurrences in A minus those in B
    for (const int id : aLines) {
        ++surplus[size_t(id)];
    }
    for (const int id : bLines) {
        --surplus[size_t(id)];
    }
    int edits = 0;
    for (const int s : surplus) {
        edits += std::abs(s);
    }
    return edits;
}

// Myers' forward search over a[lo..lo+n) and b[lo..lo+m), keeping each step's furthest reaching
// x per diagonal (about D²/2 ints for D edits, hence the cap), then the path back from the end.
// Sets `matchOfA` for the lines on the common subsequence. False when cancelled or over the cap.
bool myers(const std::vector<int> &a, const std::vector<int> &b, int lo, int n, int m,
           std::vector<int> &matchOfA, const std::function<bool()> &cancelled)
{
    const int maxD = std::min(n + m, LineDiff::kMaxEditLines);
    // Searching up to the cap only to learn that it is too low would cost about maxD²/2 ints
    // (50 MB at the cap) and about 90 ms for two 5 MB TEIs that differ on every line.
    if (minimumEdits(a, b, lo, n, m) > maxD) {
        return false;
    }
    std::vector<int> v(size_t(2 * maxD + 3), 0);
    const int offset = maxD + 1;
    std::vector<std::vector<int>> trace; // trace[d][(k + d) / 2] = x after step d
    int found = -1;
    for (int d = 0; d <= maxD && found < 0; ++d) {
        if (cancelled && cancelled()) {
            return false;
        }
        std::vector<int> step(size_t(d + 1));
        for (int k = -d; k <= d; k += 2) {
            int x = (k == -d || (k != d && v[size_t(offset + k - 1)] < v[size_t(offset + k + 1)]))
                        ? v[size_t(offset + k + 1)]
                        : v[size_t(offset + k - 1)] + 1;
            int y = x - k;
            while (x < n && y < m && a[size_t(lo + x)] == b[size_t(lo + y)]) {
                ++x;
                ++y;
            }
            v[size_t(offset + k)] = x;
            step[size_t((k + d) / 2)] = x;
            if (x >= n && y >= m) {
                found = d;
            }
        }
        trace.push_back(std::move(step));
    }
    if (found < 0) {
        return false;
    }
    int x = n;
    int y = m;
    for (int d = found; d > 0; --d) {
        const std::vector<int> &previous = trace[size_t(d - 1)];
        const int k = x - y;
        const auto at = [&](int kk) { return previous[size_t((kk + d - 1) / 2)]; };
        const int prevK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1;
        const int prevX = at(prevK);
        const int prevY = prevX - prevK;
        // The snake after the edit: matches.
        const int startX = prevK == k + 1 ? prevX : prevX + 1;
        while (x > startX) {
            --x;
            --y;
            matchOfA[size_t(lo + x)] = lo + y;
        }
        x = prevX;
        y = prevY;
    }
    while (x > 0) { // the first snake, before any edit
        --x;
        --y;
        matchOfA[size_t(lo + x)] = lo + y;
    }
    return true;
}

} // namespace

bool LineDiff::identical() const
{
    return exact && changedLinesA() == 0 && changedLinesB() == 0;
}

qsizetype LineDiff::changedLinesA() const
{
    return changedA.count(true);
}

qsizetype LineDiff::changedLinesB() const
{
    return changedB.count(true);
}

LineDiff diffLines(const QStringList &a, const QStringList &b, const std::function<bool()> &cancelled)
{
    const auto views = [](const QStringList &lines) {
        QList<QStringView> out;
        out.reserve(lines.size());
        for (const QString &line : lines) {
            out.append(line);
        }
        return out;
    };
    return diffLines(views(a), views(b), cancelled);
}

LineDiff diffLines(const QList<QStringView> &a, const QList<QStringView> &b,
                   const std::function<bool()> &cancelled)
{
    const auto [ia, ib] = lineIds(a, b);
    const int na = int(ia.size());
    const int nb = int(ib.size());
    int head = 0;
    while (head < na && head < nb && ia[size_t(head)] == ib[size_t(head)]) {
        ++head;
    }
    int tail = 0;
    while (tail < na - head && tail < nb - head && ia[size_t(na - 1 - tail)] == ib[size_t(nb - 1 - tail)]) {
        ++tail;
    }
    std::vector<int> matchOfA(size_t(na), -1);
    for (int i = 0; i < head; ++i) {
        matchOfA[size_t(i)] = i;
    }
    for (int i = 0; i < tail; ++i) {
        matchOfA[size_t(na - 1 - i)] = nb - 1 - i;
    }
    LineDiff diff;
    diff.exact = myers(ia, ib, head, na - head - tail, nb - head - tail, matchOfA, cancelled);

    diff.changedA.fill(true, na);
    diff.changedB.fill(true, nb);
    diff.aToB.resize(na);
    diff.bToA.fill(-1, nb);
    int nextB = 0; // the B line after the last match so far
    for (int i = 0; i < na; ++i) {
        const int j = matchOfA[size_t(i)];
        if (j >= 0) {
            diff.changedA[i] = false;
            diff.changedB[j] = false;
            diff.bToA[j] = i;
            diff.aToB[i] = j;
            nextB = j + 1;
        } else {
            diff.aToB[i] = std::min(nextB, std::max(0, nb - 1));
        }
    }
    int nextA = 0;
    for (int j = 0; j < nb; ++j) {
        if (diff.bToA[j] >= 0) {
            nextA = diff.bToA[j] + 1;
        } else {
            diff.bToA[j] = std::min(nextA, std::max(0, na - 1));
        }
    }
    return diff;
}

} // namespace Ei::Core
