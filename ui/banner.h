#pragma once

#include <KMessageWidget>
#include <functional>

#include <core/util/result.h>

class QAction;

namespace Ei::Ui {

// The window's strip for network problems: a KDE message widget (warning) above the content that
// never blocks and offers Retry when trying again can help.
class Banner final : public KMessageWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Banner)

public:
    explicit Banner(QWidget *parent = nullptr);
    ~Banner() override;

    void showProblem(const QString &message, bool retryable = true);
    // A failure with its cause: `message` says it in the window's words, `cause` is the error
    // behind it. An interceptor (setInterceptor) may take it instead (the Kerberos ticket's one
    // banner, AuthenticationWatch); else it is shown like showProblem().
    void showError(const QString &message, const Core::Error &cause, bool retryable = true);
    // Returns true when it took care of the failure. One at a time; empty: none.
    using Interceptor = std::function<bool(const QString &message, const Core::Error &cause)>;
    void setInterceptor(Interceptor interceptor) { m_interceptor = std::move(interceptor); }
    QString message() const { return text(); }
    QAction *retryAction() const { return m_retry; }
    // Whether the strip shows Retry.
    bool offersRetry() const;

Q_SIGNALS:
    void retryRequested();

private:
    QAction *m_retry = nullptr;
    Interceptor m_interceptor;
};

} // namespace Ei::Ui
