<?xml version="1.0" encoding="utf-8"?>
<!-- docsgen: how a browser shows the blog's Atom feed (its XSLT stylesheet, feedOptions.xslt). -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" encoding="utf-8" indent="yes" doctype-system="about:legacy-compat"/>
  <xsl:template match="/atom:feed">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="atom:title"/> (Atom feed)</title>
        <link rel="stylesheet" href="atom.css"/>
      </head>
      <body>
        <main>
          <p class="feed-note">This is an Atom feed. Copy its address into a feed reader to follow new posts.</p>
          <h1><xsl:value-of select="atom:title"/></h1>
          <p><xsl:value-of select="atom:subtitle"/></p>
          <p><a href="{atom:link[@rel='alternate']/@href}">Visit the blog</a></p>
          <xsl:for-each select="atom:entry">
            <article>
              <h2><a href="{atom:link[@rel='alternate']/@href}"><xsl:value-of select="atom:title"/></a></h2>
              <p class="feed-date"><xsl:value-of select="substring(atom:updated, 1, 10)"/></p>
              <p><xsl:value-of select="atom:summary"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
