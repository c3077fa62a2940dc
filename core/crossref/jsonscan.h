#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace Ei::Core {

// A validating JSON scanner over a byte buffer that may end in the middle of a value: it checks
// RFC 8259 strictly (UTF-8 including overlong forms and surrogates, escapes, \u surrogate pairs,
// number grammar, literals, nesting up to kMaxDepth) without building anything, the way
// PostgreSQL's json input function accepts or refuses text. Used by the Crossref dump reader,
// which must keep every record PostgreSQL would refuse out of a COPY.
//
// Each function takes a pointer to the first byte of a token and returns the pointer just past
// it, or nullptr with `status` saying why: NeedMore (the buffer ended first; refill and scan
// the token again from its start) or Error (`error` says what, `errorAt` where).
class JsonScanner final
{
public:
    enum class Status
    {
        Ok,
        NeedMore,
        Error,
    };
    static constexpr int kMaxDepth = 512;

    JsonScanner(const char *begin, const char *end)
        : m_begin(begin)
        , m_end(end)
    {}

    // Any value (object, array, string, number, literal).
    const char *value(const char *p, int depth = 0);
    // A string token, p at its opening quote.
    const char *string(const char *p);
    const char *number(const char *p);
    // Insignificant whitespace; never fails (returns m_end when the buffer ends in whitespace).
    const char *skipWhitespace(const char *p);

    Status status() const { return m_status; }
    const char *error() const { return m_error; }
    const char *errorAt() const { return m_errorAt; }
    const char *end() const { return m_end; }
    // Whitespace bytes and line feeds skipped so far (between tokens only).
    qint64 whitespace() const { return m_whitespace; }
    qint64 newlines() const { return m_newlines; }
    void reset(const char *begin, const char *end)
    {
        m_begin = begin;
        m_end = end;
        m_status = Status::Ok;
    }

    // Errors found by callers (a missing ':' after a key) use the same reporting.
    const char *fail(const char *at, const char *what)
    {
        m_status = Status::Error;
        m_errorAt = at;
        m_error = what;
        return nullptr;
    }
    const char *needMore()
    {
        m_status = Status::NeedMore;
        return nullptr;
    }

private:
    const char *container(const char *p, int depth);
    const char *literal(const char *p, const char *word, int length);
    const char *escape(const char *p, unsigned &codePoint);
    const char *utf8(const char *p);

    const char *m_begin;
    const char *m_end;
    Status m_status = Status::Ok;
    const char *m_error = nullptr;
    const char *m_errorAt = nullptr;
    qint64 m_whitespace = 0;
    qint64 m_newlines = 0;
};

// The text of a string token that JsonScanner accepted (with its quotes), escapes decoded.
QByteArray decodeJsonString(QByteArrayView token);
// `json` (valid) without whitespace outside strings: the same value on one line.
QByteArray compactJson(QByteArrayView json);

} // namespace Ei::Core
