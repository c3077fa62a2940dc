#include "linediff.h"

#include <algorithm>
#include <vector>

#include <QHash>

namespace Ei::Core {

namespace {

// Lines as small integers, so the inner loop compares ints, not strings.
std::pair<std::vector<int>, std::vector<int>> lineIds(const QStringList &a, const QStringList &b)
{
    QHash<QString, int> ids;
    const auto idsOf = [&ids](const QStringList &lines) {
        std::vector<int> out;
        out.reserve(size_t(lines.size()));
        for (const QString &line : lines) {
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

// Myers' forward search over a[lo..lo+n) and b[lo..lo+m), keeping each step's furthest reaching
// x per diagonal (about D²/2 ints for D edits, hence the cap), then the path back from the end.
// Sets `matchOfA` for the lines on the common subsequence. False when cancelled or over the cap.
bool myers(const std::vector<int> &a, const std::vector<int> &b, int lo, int n, int m,
           std::vector<int> &matchOfA, const std::function<bool()> &cancelled)
{
    const int maxD = std::min(n + m, LineDiff::kMaxEditLines);
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
