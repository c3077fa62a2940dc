#include "cellsetfastjson.h"

#include <algorithm>
#include <array>
#include <limits>

namespace Ei::Core::Internal {

namespace {

constexpr std::array<signed char, 256> makeBase64Table()
{
    std::array<signed char, 256> t{};
    for (auto &v : t) {
        v = -1;
    }
    const char *alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for (int i = 0; i < 64; ++i) {
        t[static_cast<unsigned char>(alphabet[i])] = static_cast<signed char>(i);
    }
    return t;
}
constexpr std::array<signed char, 256> kBase64 = makeBase64Table();

class Reader
{
public:
    Reader(const char *begin, const char *end)
        : m_p(begin)
        , m_end(end)
    {}

    void skipWs()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t')) {
            ++m_p;
        }
    }
    bool eat(char c)
    {
        skipWs();
        if (m_p < m_end && *m_p == c) {
            ++m_p;
            return true;
        }
        return false;
    }
    bool peek(char c)
    {
        skipWs();
        return m_p < m_end && *m_p == c;
    }
    bool atEnd()
    {
        skipWs();
        return m_p == m_end;
    }

    // A string without escapes or control characters; the view points into the input.
    bool string(QByteArrayView &out)
    {
        if (!eat('"')) {
            return false;
        }
        const char *start = m_p;
        while (m_p < m_end) {
            const char c = *m_p;
            if (c == '"') {
                out = QByteArrayView(start, m_p - start);
                ++m_p;
                return true;
            }
            if (c == '\\' || static_cast<unsigned char>(c) < 0x20) {
                return false;
            }
            ++m_p;
        }
        return false;
    }

    // Strict padded standard base64 into `out`.
    bool base64(QByteArray &out)
    {
        QByteArrayView text;
        return string(text) && decodeBase64(text, out);
    }

    // A cell's column: the few columns of a page repeat in every row, so each is decoded once
    // and its bytes shared (no allocation per cell).
    bool columnName(QByteArray &out)
    {
        QByteArrayView text;
        if (!string(text)) {
            return false;
        }
        const auto end = m_columns.begin() + m_columnCount;
        const auto known =
            std::find_if(m_columns.begin(), end, [text](const auto &c) { return c.first == text; });
        if (known != end) {
            out = known->second;
            return true;
        }
        if (!decodeBase64(text, out)) {
            return false;
        }
        if (m_columnCount < m_columns.size()) {
            m_columns[m_columnCount++] = {text, out};
        }
        return true;
    }

    static bool decodeBase64(QByteArrayView text, QByteArray &out)
    {
        if (text.size() % 4 != 0) {
            return false;
        }
        qsizetype pad = 0;
        if (!text.isEmpty() && text.back() == '=') {
            pad = text.size() >= 2 && text.at(text.size() - 2) == '=' ? 2 : 1;
        }
        out.resize(text.size() / 4 * 3 - pad);
        char *dst = out.data();
        const auto *src = reinterpret_cast<const unsigned char *>(text.data());
        const qsizetype full = text.size() / 4 - (pad ? 1 : 0);
        for (qsizetype i = 0; i < full; ++i, src += 4) {
            const int a = kBase64[src[0]], b = kBase64[src[1]], c = kBase64[src[2]], d = kBase64[src[3]];
            if ((a | b | c | d) < 0) {
                return false;
            }
            const quint32 v = quint32(a) << 18 | quint32(b) << 12 | quint32(c) << 6 | quint32(d);
            *dst++ = char(v >> 16);
            *dst++ = char(v >> 8);
            *dst++ = char(v);
        }
        if (pad) {
            const int a = kBase64[src[0]], b = kBase64[src[1]];
            const int c = pad == 1 ? kBase64[src[2]] : 0;
            if ((a | b | c) < 0) {
                return false;
            }
            const quint32 v = quint32(a) << 18 | quint32(b) << 12 | quint32(c) << 6;
            *dst++ = char(v >> 16);
            if (pad == 1) {
                *dst++ = char(v >> 8);
            }
        }
        return true;
    }

    // A JSON integer without fraction or exponent that fits an int64.
    bool integer(qint64 &out)
    {
        skipWs();
        bool negative = false;
        if (m_p < m_end && *m_p == '-') {
            negative = true;
            ++m_p;
        }
        const char *start = m_p;
        quint64 v = 0;
        while (m_p < m_end && *m_p >= '0' && *m_p <= '9') {
            if (v > (std::numeric_limits<quint64>::max() - 9) / 10) {
                return false;
            }
            v = v * 10 + quint64(*m_p - '0');
            ++m_p;
        }
        const qsizetype digits = m_p - start;
        if (digits == 0 || (digits > 1 && *start == '0')) {
            return false;
        }
        if (m_p < m_end && (*m_p == '.' || *m_p == 'e' || *m_p == 'E')) {
            return false;
        }
        // Stay well inside the range where the reference decoder's double is exact.
        if (v > (quint64(1) << 53)) {
            return false;
        }
        out = negative ? -qint64(v) : qint64(v);
        return true;
    }

    // A non-empty object: '{', each member's name and ':' read here and its value by
    // `member(name)` (false: not a member it takes, or a bad value), ',' between, '}'.
    template<class Member>
    bool members(Member &&member)
    {
        if (!eat('{') || eat('}')) {
            return false;
        }
        do {
            QByteArrayView name;
            if (!string(name) || !eat(':') || !member(name)) {
                return false;
            }
        } while (eat(','));
        return eat('}');
    }

    // An array: '[', each element read by `element()` (false: a bad one), ',' between, ']'.
    template<class Element>
    bool elements(Element &&element)
    {
        if (!eat('[')) {
            return false;
        }
        if (eat(']')) {
            return true;
        }
        do {
            if (!element()) {
                return false;
            }
        } while (eat(','));
        return eat(']');
    }

    bool cell(Cell &cell)
    {
        bool column = false, value = false, timestamp = false;
        const bool read = members([&](QByteArrayView name) {
            if (name == "column" && !column) {
                column = columnName(cell.column);
                return column;
            }
            if (name == "$" && !value) {
                value = base64(cell.value);
                return value;
            }
            if (name == "timestamp" && !timestamp) {
                timestamp = integer(cell.timestamp);
                return timestamp;
            }
            return false;
        });
        return read && column && value;
    }

    bool row(Row &row)
    {
        bool key = false, cells = false;
        const bool read = members([&](QByteArrayView name) {
            if (name == "key" && !key) {
                key = base64(row.key);
                return key;
            }
            if (name == "Cell" && !cells) {
                cells = true;
                return elements([&] {
                    Cell c;
                    if (!cell(c)) {
                        return false;
                    }
                    row.cells.append(std::move(c));
                    return true;
                });
            }
            return false;
        });
        return read && key;
    }

private:
    const char *m_p;
    const char *m_end;
    // Columns seen, by their base64 text (a view into the input, which outlives the reader).
    std::array<std::pair<QByteArrayView, QByteArray>, 32> m_columns;
    std::size_t m_columnCount = 0;
};

} // namespace

std::optional<CellSet> fastDecodeCellSet(QByteArrayView json)
{
    Reader r(json.data(), json.data() + json.size());
    CellSet rows;
    if (!r.eat('{')) {
        return std::nullopt;
    }
    if (!r.eat('}')) {
        QByteArrayView name;
        if (!r.string(name) || name != "Row" || !r.eat(':')) {
            return std::nullopt;
        }
        const bool read = r.elements([&] {
            Row row;
            if (!r.row(row)) {
                return false;
            }
            rows.append(std::move(row));
            return true;
        });
        if (!read || !r.eat('}')) {
            return std::nullopt;
        }
    }
    if (!r.atEnd()) {
        return std::nullopt;
    }
    return rows;
}

std::optional<Row> fastDecodeRow(QByteArrayView json)
{
    Reader r(json.data(), json.data() + json.size());
    Row row;
    if (!r.row(row) || !r.atEnd()) {
        return std::nullopt;
    }
    return row;
}

} // namespace Ei::Core::Internal
