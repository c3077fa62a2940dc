#pragma once

#include <KMessageWidget>

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
    QString message() const { return text(); }
    QAction *retryAction() const { return m_retry; }
    // Whether the strip shows Retry.
    bool offersRetry() const;

Q_SIGNALS:
    void retryRequested();

private:
    QAction *m_retry = nullptr;
};

} // namespace Ei::Ui
