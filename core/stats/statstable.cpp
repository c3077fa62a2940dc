#include "statstable.h"

#include <algorithm>

#include <QJsonArray>
#include <QJsonDocument>

namespace Ei::Core {
namespace {

QByteArray jsonString(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.sliced(1, array.size() - 2);
}

QByteArray jsonValue(const StatsValue &value, bool numeric)
{
    if (!value) {
        return QByteArrayLiteral("null");
    }
    bool ok = false;
    const qint64 number = numeric ? value->toLongLong(&ok) : 0;
    return ok ? QByteArray::number(number) : jsonString(*value);
}

QByteArray tsvField(const StatsValue &value)
{
    QByteArray text = value ? value->toUtf8() : QByteArray();
    text.replace('\t', ' ').replace('\n', ' ');
    return text;
}

// Biggest first; ties (and dimensions with an order of their own) by value, nulls last.
void sortGroups(QList<StatsGroup> &groups, const StatsDimension &dimension)
{
    const auto byValue = [&dimension](const StatsGroup &a, const StatsGroup &b) {
        if (a.value.has_value() != b.value.has_value()) {
            return a.value.has_value();
        }
        if (!a.value) {
            return false;
        }
        if (dimension.numeric) {
            bool okA = false;
            bool okB = false;
            const qint64 x = a.value->toLongLong(&okA);
            const qint64 y = b.value->toLongLong(&okB);
            if (okA && okB) {
                return x < y;
            }
        }
        return *a.value < *b.value;
    };
    std::sort(groups.begin(), groups.end(), [&](const StatsGroup &a, const StatsGroup &b) {
        if (dimension.order) {
            const int x = a.value ? dimension.order(a.value) : INT_MAX;
            const int y = b.value ? dimension.order(b.value) : INT_MAX;
            return x != y ? x < y : byValue(a, b);
        }
        return a.count != b.count ? a.count > b.count : byValue(a, b);
    });
}

StatsValue valueOfKey(const std::pair<bool, QString> &key)
{
    return key.first ? StatsValue(key.second) : std::nullopt;
}

} // namespace

StatsAccumulator::StatsAccumulator(QList<StatsDimension> by, std::optional<StatsDimension> histogram,
                                   int bins)
    : m_by(std::move(by))
    , m_histogram(std::move(histogram))
    , m_bins(std::max(1, bins))
{}

QList<QByteArray> StatsAccumulator::columns() const
{
    QList<QByteArray> columns;
    const auto addAll = [&columns](const StatsDimension &d) {
        for (const QByteArray &c : d.columns) {
            if (!columns.contains(c)) {
                columns.append(c);
            }
        }
    };
    for (const StatsDimension &d : m_by) {
        addAll(d);
    }
    if (m_histogram) {
        addAll(*m_histogram);
    }
    return columns;
}

void StatsAccumulator::add(const CellSet &rows)
{
    for (const Row &row : rows) {
        add(row);
    }
}

StatsValue StatsAccumulator::valueOf(const StatsDimension &dimension, QHash<QByteArray, StatsValue> &memo,
                                     const Row &row)
{
    if (!dimension.fromOneCell || dimension.columns.size() != 1) {
        return dimension.valueOf(row);
    }
    const Cell *cell = row.find(dimension.columns.first());
    if (!cell) {
        return dimension.valueOf(row);
    }
    if (const auto known = memo.constFind(cell->value); known != memo.cend()) {
        return *known;
    }
    StatsValue value = dimension.valueOf(row);
    if (memo.size() < kMemoMost) {
        memo.insert(cell->value, value);
    }
    return value;
}

void StatsAccumulator::add(const Row &row)
{
    ++m_total;
    if (!m_by.isEmpty()) {
        const StatsValue first = valueOf(m_by.first(), m_memo[0], row);
        const StatsValue second = m_by.size() > 1 ? valueOf(m_by.at(1), m_memo[1], row) : StatsValue();
        ++m_counts[Key(first.has_value(), first.value_or(QString()))]
                  [Key(second.has_value(), second.value_or(QString()))];
    }
    if (m_histogram) {
        const StatsValue text = valueOf(*m_histogram, m_memo[2], row);
        bool ok = false;
        const qint64 number = text ? text->toLongLong(&ok) : 0;
        if (ok) {
            addNumber(number);
        } else {
            ++m_histogramNulls;
        }
    }
}

void StatsAccumulator::addNumber(qint64 value)
{
    m_min = m_numbersSeen == 0 ? value : std::min(m_min, value);
    m_max = m_numbersSeen == 0 ? value : std::max(m_max, value);
    ++m_numbersSeen;
    // Floor division, so negative numbers round down too.
    const auto roundDown = [](qint64 v, qint64 step) { return v - (((v % step) + step) % step); };
    ++m_numbers[roundDown(value, m_step)];
    while (m_numbers.size() > kMaxDistinct) {
        m_step *= 2;
        QMap<qint64, qint64> coarser;
        for (auto it = m_numbers.cbegin(); it != m_numbers.cend(); ++it) {
            coarser[roundDown(it.key(), m_step)] += it.value();
        }
        m_numbers = std::move(coarser);
    }
}

StatsResult StatsAccumulator::result() const
{
    StatsResult result;
    result.total = m_total;
    for (const StatsDimension &d : m_by) {
        result.by.append(d.id);
    }
    result.numeric = !m_by.isEmpty() && m_by.first().numeric;
    result.numeric2 = m_by.size() > 1 && m_by.at(1).numeric;
    for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it) {
        StatsGroup group{valueOfKey(it.key()), 0, {}};
        for (auto inner = it.value().cbegin(); inner != it.value().cend(); ++inner) {
            group.count += inner.value();
            if (m_by.size() > 1) {
                group.groups.append(StatsGroup{valueOfKey(inner.key()), inner.value(), {}});
            }
        }
        if (m_by.size() > 1) {
            sortGroups(group.groups, m_by.at(1));
        }
        result.groups.append(std::move(group));
    }
    if (!m_by.isEmpty()) {
        sortGroups(result.groups, m_by.first());
    }
    if (m_histogram) {
        StatsHistogram h;
        h.column = m_histogram->id;
        h.nullCount = m_histogramNulls;
        h.approximate = m_step > 1;
        if (m_numbersSeen > 0) {
            // Unsigned arithmetic: max - min cannot overflow it (numbers may be negative).
            const quint64 span = std::max<quint64>(1, quint64(m_max) - quint64(m_min) + 1);
            const quint64 width =
                std::max<quint64>(1, span / quint64(m_bins) + (span % quint64(m_bins) != 0));
            const quint64 count = span / width + (span % width != 0);
            for (quint64 i = 0; i < count; ++i) {
                const qint64 from = qint64(quint64(m_min) + i * width);
                const qint64 to = i + 1 == count ? qint64(quint64(m_max) + 1) : qint64(quint64(from) + width);
                h.bins.append({from, to, 0});
            }
            for (auto it = m_numbers.cbegin(); it != m_numbers.cend(); ++it) {
                const qint64 at = std::max(it.key(), m_min);
                const quint64 bin = std::min<quint64>((quint64(at) - quint64(m_min)) / width, count - 1);
                h.bins[qsizetype(bin)].count += it.value();
            }
        }
        result.histogram = std::move(h);
    }
    return result;
}

QByteArray statsJson(const StatsResult &result)
{
    const auto groupsJson = [](const QList<StatsGroup> &groups, bool numeric, auto &&inner) -> QByteArray {
        QByteArray out = "[";
        for (const StatsGroup &g : groups) {
            if (out.size() > 1) {
                out += ',';
            }
            out += "{\"value\":" + jsonValue(g.value, numeric) + ",\"count\":" + QByteArray::number(g.count);
            if (!g.groups.isEmpty()) {
                out += ",\"groups\":" + inner(g.groups);
            }
            out += '}';
        }
        return out + ']';
    };
    QByteArray out = "{\"total\":" + QByteArray::number(result.total);
    if (!result.by.isEmpty()) {
        out += ",\"by\":[";
        for (qsizetype i = 0; i < result.by.size(); ++i) {
            out += (i ? "," : "") + jsonString(result.by.at(i));
        }
        out +=
            "],\"groups\":" + groupsJson(result.groups, result.numeric, [&](const QList<StatsGroup> &inner) {
                return groupsJson(inner, result.numeric2,
                                  [](const QList<StatsGroup> &) { return QByteArray(); });
            });
    }
    if (result.histogram) {
        const StatsHistogram &h = *result.histogram;
        out += ",\"histogram\":{\"column\":" + jsonString(h.column) + ",\"bins\":[";
        for (qsizetype i = 0; i < h.bins.size(); ++i) {
            const HistogramBin &b = h.bins.at(i);
            out += (i ? ",{\"from\":" : "{\"from\":") + QByteArray::number(b.from) +
                   ",\"to\":" + QByteArray::number(b.to) + ",\"count\":" + QByteArray::number(b.count) + '}';
        }
        out += "],\"null\":" + QByteArray::number(h.nullCount) +
               ",\"approximate\":" + (h.approximate ? "true" : "false") + '}';
    }
    if (result.partial) {
        out += ",\"partial\":true";
    }
    return out + "}\n";
}

QByteArray statsTsv(const StatsResult &result)
{
    QByteArray out;
    if (!result.by.isEmpty()) {
        out += result.by.join(QLatin1Char('\t')).toUtf8() + "\tcount\n";
        for (const StatsGroup &g : result.groups) {
            if (result.by.size() == 1) {
                out += tsvField(g.value) + '\t' + QByteArray::number(g.count) + '\n';
            }
            for (const StatsGroup &inner : g.groups) {
                out += tsvField(g.value) + '\t' + tsvField(inner.value) + '\t' +
                       QByteArray::number(inner.count) + '\n';
            }
        }
    }
    if (result.histogram) {
        out += result.histogram->column.toUtf8() + " from\tto\tcount\n";
        for (const HistogramBin &b : result.histogram->bins) {
            out += QByteArray::number(b.from) + '\t' + QByteArray::number(b.to) + '\t' +
                   QByteArray::number(b.count) + '\n';
        }
        out += "\t\t" + QByteArray::number(result.histogram->nullCount) + '\n';
    }
    out += "# total " + QByteArray::number(result.total) + '\n';
    if (result.partial) {
        out += "# partial\n";
    }
    return out;
}

} // namespace Ei::Core
